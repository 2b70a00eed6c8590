import type { ModuleJobs } from '../../core/jobs';
import { mediaExportJob } from './media-export.job';

export const mediaJobs: ModuleJobs = { jobs: [mediaExportJob] };
