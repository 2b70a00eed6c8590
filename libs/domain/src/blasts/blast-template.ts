/** The variables a blast may use, written {{name}}; each recipient's message is filled with their own values. */
export const BLAST_VARIABLES = [
  { name: 'firstName', description: "The recipient's first name (or display name)", example: 'Ada' },
  { name: 'fullName', description: "The recipient's full name", example: 'Ada Lovelace' },
  { name: 'eventTitle', description: "The event's title", example: 'Founders Breakfast' },
  { name: 'eventTime', description: "When it starts, in the event's time zone", example: 'Thu, Dec 3, 6:00 PM EST' },
  { name: 'eventLink', description: "The event's page", example: 'https://socials.example/socials/founders-breakfast' },
  { name: 'ticketLink', description: "The recipient's ticket (QR code)", example: 'https://socials.example/my-ticket?socialId=…' },
  { name: 'checkInLink', description: 'Where the recipient checks in at the door', example: 'https://socials.example/socials/founders-breakfast/check-in' },
  { name: 'hostName', description: 'The name of the host who sends it', example: 'Grace Hopper' },
] as const;

export type BlastVariableName = (typeof BLAST_VARIABLES)[number]['name'];
export type BlastVariableValues = Record<BlastVariableName, string>;

const TOKEN = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;
const KNOWN = new Set<string>(BLAST_VARIABLES.map((v) => v.name));

export const blastVariableToken = (name: string): string => `{{${name}}}`;

/** Variables written in the template that do not exist, in order of first use, each once. */
export function unknownBlastVariables(template: string): string[] {
  const unknown = new Set<string>();
  for (const [, name = ''] of template.matchAll(TOKEN)) if (!KNOWN.has(name)) unknown.add(name);
  return [...unknown];
}

/** The template with every known variable replaced by the recipient's value; unknown ones stay as written. */
export function renderBlastTemplate(template: string, values: BlastVariableValues): string {
  return template.replace(TOKEN, (whole, name: string) => (KNOWN.has(name) ? values[name as BlastVariableName] : whole));
}

/** GSM-7 basic characters (and the extension table, which takes two) vs anything else, which makes the message UCS-2. */
const GSM_BASIC = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

/** How many SMS segments the text costs: 160/153 GSM-7 units, or 70/67 UTF-16 units when any character is outside GSM-7. */
export function countSmsSegments(text: string): number {
  if (text.length === 0) return 0;
  let units = 0;
  let gsm = true;
  for (const char of text) {
    if (GSM_BASIC.has(char)) units += 1;
    else if (GSM_EXTENDED.has(char)) units += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (!gsm) {
    const length = text.length; // UTF-16 code units
    return length <= 70 ? 1 : Math.ceil(length / 67);
  }
  return units <= 160 ? 1 : Math.ceil(units / 153);
}
