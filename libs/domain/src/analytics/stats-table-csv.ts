import { toCsv } from '../text/to-csv';
import type { AnalyticsDataSet, StatsTable } from './analytics.schema';

const DATA_SET_LABELS: Record<AnalyticsDataSet, string> = {
  PAGE_VIEW: 'Page views',
  UNIQUE_USER: 'Unique visitors',
  RSVP: 'RSVPs',
  PARTIAL_RSVP: 'Unfinished RSVPs',
  ATTENDANCE: 'Check-ins',
  TICKET_TIER: 'RSVPs with a ticket tier',
  SURVEY_COMPLETED: 'Surveys completed',
  CAMPAIGN_EMAIL: 'Campaign e-mails sent',
};

/** What a data set is called on screens and in the CSV. */
export function dataSetLabel(dataSet: AnalyticsDataSet): string {
  return DATA_SET_LABELS[dataSet];
}

/** The statistics table as CSV: a Day column, then one column per data set. */
export function statsTableCsv(table: StatsTable): string {
  return toCsv([
    ['Day', ...table.columns.map(dataSetLabel)],
    ...table.rows.map((row) => [row.day, ...table.columns.map((column) => String(row.counts[column] ?? 0))]),
  ]);
}
