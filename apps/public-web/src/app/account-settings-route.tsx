import { AccountSettingsPage } from '@socials/auth';
import { AvatarPicker } from '../features/user-profile/avatar-picker';

/** The account settings of @socials/auth inside the site's layout, with the site's photo cropper. */
export function AccountSettingsRoute() {
  return <AccountSettingsPage withinLayout renderPhotoEditor={(user) => <AvatarPicker hasPhoto={user.photoPath !== null} />} />;
}
