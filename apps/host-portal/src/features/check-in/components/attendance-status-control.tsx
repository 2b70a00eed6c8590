import { useUpdateAttendanceStatusMutation } from '@socials/api-client';
import { canSetAttendanceTakingStatus, isCheckInOpen, type AttendanceTakingStatus } from '@socials/domain';
import { Badge, Button, toast, toastError, useModalStack } from '@socials/ui';

export const ATTENDANCE_STATUS_LABELS: Readonly<Record<AttendanceTakingStatus, string>> = {
  OFF: 'Off',
  PENDING: 'Not open yet',
  OPEN: 'Open',
  PARTIAL_COMPLETED: 'Open, some guests checked in',
  COMPLETED: 'Open, every guest checked in',
  CLOSED: 'Closed',
};

/** A thumb-sized target for a host holding a phone at the door. */
export const DOOR_BUTTON = 'min-h-12 w-full text-base sm:w-auto';

interface AttendanceStatusControlProps {
  socialId: string;
  status: AttendanceTakingStatus;
}

/**
 * One switch for the host at the door: "Open check-in" from wherever attendance taking has not
 * opened yet (off or pending: the server opens it in one move), "Close check-in" while it is open
 * (final, so it asks first).
 */
export function AttendanceStatusControl({ socialId, status }: AttendanceStatusControlProps) {
  const [updateStatus, { isLoading }] = useUpdateAttendanceStatusMutation();
  const modals = useModalStack();
  const isOpen = isCheckInOpen(status);
  const canOpen = canSetAttendanceTakingStatus(status, 'OPEN');

  const move = async (to: AttendanceTakingStatus) => {
    try {
      await updateStatus({ socialId, status: to }).unwrap();
      toast.success(`Attendance: ${ATTENDANCE_STATUS_LABELS[to].toLowerCase()}`);
    } catch (error) {
      toastError(error);
    }
  };

  const confirmClose = () =>
    modals.open(
      (close) => (
        <div className="flex flex-col gap-4">
          <p className="text-sm">Nobody can check in once attendance is closed, and it cannot be opened again.</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => close()}>
              Keep it open
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                close();
                void move('CLOSED');
              }}
            >
              Close check-in
            </Button>
          </div>
        </div>
      ),
      { title: 'Close check-in?' },
    );

  return (
    <section aria-labelledby="attendance-status-title" className="flex flex-col gap-3">
      <h2 id="attendance-status-title" className="text-lg font-semibold">
        Attendance taking
      </h2>
      <p className="flex items-center gap-2 text-sm">
        Status: <Badge tone={status === 'CLOSED' || status === 'OFF' ? 'neutral' : 'info'}>{ATTENDANCE_STATUS_LABELS[status]}</Badge>
      </p>
      {canOpen ? (
        <Button className={DOOR_BUTTON} loading={isLoading} onClick={() => void move('OPEN')}>
          Open check-in
        </Button>
      ) : null}
      {isOpen ? (
        <Button variant="secondary" className={DOOR_BUTTON} loading={isLoading} onClick={confirmClose}>
          Close check-in
        </Button>
      ) : null}
    </section>
  );
}
