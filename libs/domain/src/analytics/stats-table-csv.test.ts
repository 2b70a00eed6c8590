import { describe, expect, it } from 'vitest';
import { dataSetLabel, statsTableCsv } from './stats-table-csv';

describe('statsTableCsv', () => {
  it('writes a day per row and a column per data set, with readable headings', () => {
    const csv = statsTableCsv({
      timezone: 'America/New_York',
      columns: ['PAGE_VIEW', 'RSVP'],
      rows: [
        {
          day: '2026-11-23',
          counts: { PAGE_VIEW: 4, RSVP: 1, UNIQUE_USER: 0, PARTIAL_RSVP: 0, ATTENDANCE: 0, TICKET_TIER: 0, SURVEY_COMPLETED: 0, CAMPAIGN_EMAIL: 0 },
        },
        {
          day: '2026-11-24',
          counts: { PAGE_VIEW: 2, RSVP: 0, UNIQUE_USER: 0, PARTIAL_RSVP: 0, ATTENDANCE: 0, TICKET_TIER: 0, SURVEY_COMPLETED: 0, CAMPAIGN_EMAIL: 0 },
        },
      ],
    });
    expect(csv).toBe('Day,Page views,RSVPs\r\n2026-11-23,4,1\r\n2026-11-24,2,0\r\n');
  });

  it('names every data set', () => {
    expect(dataSetLabel('UNIQUE_USER')).toBe('Unique visitors');
    expect(dataSetLabel('CAMPAIGN_EMAIL')).toBe('Campaign e-mails sent');
  });
});
