import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';

/** What every route plugin receives as its options: handlers pass `db` on to service functions. */
export interface RouteDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}
