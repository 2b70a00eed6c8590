import { useUpdateAttendanceStatusMutation } from '@socials/api-client';
import { AttendanceTakingStatus, canSetAttendanceTakingStatus } from '@socials/domain';
import { Badge, Button, toast, toastError, useModalStack } from '@socials/ui';

export const ATTENDANCE_STATUS_LABELS: Readonly<Record<AttendanceTakingStatus, string>> = {
  OFF: 'Off',
  PENDING: 'Not open yet',
  OPEN: 'Open',
  PARTIAL_COMPLETED: 'Open, some guests checked in',
  COMPLETED: 'Open, every guest checked in',
  CLOSED: 'Closed',
};

const MOVE_LABELS: Readonly<Record<AttendanceTakingStatus, string>> = {
  PENDING: 'Turn attendance on',
  OPEN: 'Open check-in',
  CLOSED: 'Close check-in',
  OFF: 'Turn attendance off',
  PARTIAL_COMPLETED: '',
  COMPLETED: '',
};

interface AttendanceStatusControlProps {
  socialId: string;
  status: AttendanceTakingStatus;
}

/** The attendance-taking status and the moves a host may make from it (closing is final, so it asks first). */
export function AttendanceStatusControl({ socialId, status }: AttendanceStatusControlProps) {
  const [updateStatus, { isLoading }] = useUpdateAttendanceStatusMutation();
  const modals = useModalStack();
  const moves = AttendanceTakingStatus.options.filter((to) => canSetAttendanceTakingStatus(status, to));

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
      {moves.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {moves.map((to) => (
            <Button
              key={to}
              variant={to === 'OPEN' || to === 'PENDING' ? 'primary' : 'secondary'}
              loading={isLoading}
              onClick={() => (to === 'CLOSED' ? confirmClose() : void move(to))}
            >
              {MOVE_LABELS[to]}
            </Button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
