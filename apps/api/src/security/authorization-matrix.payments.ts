import type { MatrixEntry } from './authorization-matrix';

export const PAYMENTS_MATRIX: readonly MatrixEntry[] = [];
