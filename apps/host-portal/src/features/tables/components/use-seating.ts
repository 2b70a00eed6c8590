import { useSeatGuestsMutation } from '@socials/api-client';
import type { SeatGuestsBody } from '@socials/domain';
import { toast, toastError } from '@socials/ui';

export type SeatAssignment = NonNullable<SeatGuestsBody['assignments']>[number];

/**
 * Seats guests or fills the tables, and says how it went: the server's refusal (a table without
 * enough seats answers 409 with what it would take) is shown as it is.
 */
export function useSeating(socialId: string) {
  const [seatGuests, state] = useSeatGuestsMutation();
  const send = async (body: SeatGuestsBody, done: string): Promise<boolean> => {
    try {
      await seatGuests({ socialId, body }).unwrap();
      toast.success(done);
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };
  return {
    busy: state.isLoading,
    seat: (assignments: SeatAssignment[], done: string) => send({ assignments }, done),
    fillAutomatically: () => send({ autoFill: true }, 'Tables filled'),
  };
}
