import { useState } from 'react';
import { useSelfCheckInMutation } from '@socials/api-client';
import { Button, toast, toastError } from '@socials/ui';

export const CHECKED_IN_MESSAGE = "You're checked in. Enjoy the social!";

/** Why the browser gave no position, in words the attendee can act on. */
function positionErrorMessage(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) return 'Allow this site to use your location to check in.';
  if (error.code === error.TIMEOUT) return 'Finding your location took too long. Try again.';
  return 'Your location is not available right now. Try again.';
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 });
  });
}

/** GPS self check-in: "I'm here" sends the device's position; the server checks the distance to the venue. */
export function GpsCheckInButton({ socialId }: { socialId: string }) {
  const [checkIn, { isLoading }] = useSelfCheckInMutation();
  const [locating, setLocating] = useState(false);

  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
    return <p className="text-sm text-fg-muted">This browser cannot share your location: ask a host to check you in.</p>;
  }

  const checkInHere = async () => {
    setLocating(true);
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch (error) {
      toastError(positionErrorMessage(error as GeolocationPositionError));
      return;
    } finally {
      setLocating(false);
    }
    try {
      await checkIn({ socialId, body: { method: 'GPS', position: { latitude: position.coords.latitude, longitude: position.coords.longitude } } }).unwrap();
      toast.success(CHECKED_IN_MESSAGE);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Button loading={locating || isLoading} onClick={() => void checkInHere()}>
      I'm here
    </Button>
  );
}
