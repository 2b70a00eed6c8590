/** While a blast goes out, its counts and deliveries are asked for again this often, so its progress shows. */
export const SENDING_POLL_MS = 3000;
