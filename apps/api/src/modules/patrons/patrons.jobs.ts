import { generatePatronQuestions } from '@socials/domain';
import { defineJob, type ModuleJobs } from '../../core/jobs';
import { withTransaction } from '../../core/transaction';
import { listSponsoredSocials, lockPatron, replacePendingQuestions, setAutomationStatus } from './patrons.repo';

/**
 * Writes the patron's question bank again from the socials it sponsors: IN_PROGRESS while it runs
 * (committed at once, so the portal shows it), then the new pending questions and READY in one
 * transaction. Running it twice gives the same bank.
 */
export const regeneratePatronQuestions = defineJob<{ patronId: string }>({
  name: 'patrons.regenerate-questions',
  async run({ patronId }, { db }) {
    await setAutomationStatus(db, patronId, 'IN_PROGRESS');
    await withTransaction(db, async (tx) => {
      const patron = await lockPatron(tx, patronId);
      if (!patron) return;
      const socials = await listSponsoredSocials(tx, patronId);
      await replacePendingQuestions(tx, patronId, generatePatronQuestions(patron.name, socials));
      await setAutomationStatus(tx, patronId, 'READY');
    });
  },
});

export const patronsJobs: ModuleJobs = { jobs: [regeneratePatronQuestions] };
