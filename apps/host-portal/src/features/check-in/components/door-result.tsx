import { Avatar } from '@socials/ui';

/** What the last scan or typed code came to, shown large until the next one. */
export type DoorResult =
  | { kind: 'checked-in'; name: string; photoUrl: string | null; tier: string | null }
  | { kind: 'already'; name: string | null; photoUrl: string | null; tier: string | null; at: string | null }
  | { kind: 'refused'; title: string; detail: string };

// Fixed colours, the same in both themes, each pair readable on its own (as the badges are).
const TONES: Record<DoorResult['kind'], string> = {
  'checked-in': 'border-green-600 bg-green-100 text-green-950',
  already: 'border-amber-500 bg-amber-100 text-amber-950',
  refused: 'border-red-600 bg-red-100 text-red-950',
};

function headline(result: DoorResult): string {
  if (result.kind === 'checked-in') return 'Checked in';
  if (result.kind === 'already') return result.at ? `Already checked in at ${result.at}` : 'Already checked in';
  return result.title;
}

/**
 * The answer to one guest at the door, readable at arm's length: green to let them in, amber for a
 * ticket already used (who and when, to tell a double tap from a shared ticket), red for a code that
 * is no ticket of this social.
 */
export function DoorResultCard({ result }: { result: DoorResult }) {
  const person = result.kind === 'refused' ? null : result;
  return (
    <div data-result={result.kind} className={`flex items-center gap-4 rounded-xl border-4 p-4 ${TONES[result.kind]}`}>
      {person?.name ? <Avatar name={person.name} photoUrl={person.photoUrl} size="lg" /> : null}
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-2xl font-bold">{headline(result)}</p>
        {person?.name ? <p className="break-words text-xl font-semibold">{person.name}</p> : null}
        {person?.tier ? <p className="text-base">{person.tier}</p> : null}
        {result.kind === 'refused' ? <p className="text-base">{result.detail}</p> : null}
      </div>
    </div>
  );
}

let audio: AudioContext | null = null;

/**
 * A buzz and a short beep where the browser has them, so the host hears the answer without looking:
 * one high beep to let the guest in, two low ones otherwise. Browsers without either stay silent.
 */
export function signalDoorResult(kind: DoorResult['kind']): void {
  const ok = kind === 'checked-in';
  try {
    if (typeof navigator.vibrate === 'function') navigator.vibrate(ok ? 120 : [80, 60, 80]);
  } catch {
    // Vibration refused (no user gesture yet): the card says it all.
  }
  try {
    if (typeof AudioContext !== 'function') return;
    audio ??= new AudioContext();
    const context = audio;
    const beeps = ok ? [0] : [0, 0.18];
    for (const start of beeps) {
      const tone = context.createOscillator();
      const gain = context.createGain();
      tone.frequency.value = ok ? 880 : 330;
      gain.gain.value = 0.15;
      tone.connect(gain).connect(context.destination);
      tone.start(context.currentTime + start);
      tone.stop(context.currentTime + start + 0.12);
    }
  } catch {
    // No sound here: the card says it all.
  }
}
