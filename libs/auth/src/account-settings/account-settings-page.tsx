import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { useGetCitiesQuery, useRegisterMeMutation, useUpdateMeMutation } from '@socials/api-client';
import { getDisplayName, getHeadline, isHeadlineVerified, isInviteCode, Phone, UpdateMeBody, type Me } from '@socials/domain';
import { Badge, Button, Select, TextInput, toast, toastError } from '@socials/ui';
import { PROFILE_SAVED } from '../guards/profile-completion-redirect';
import { RequireAuth } from '../guards/require-auth';
import { useCurrentUser } from '../provider/auth-context';
import { getReferralCode } from '../session/referral';
import { safeReturnTo } from '../session/return-to';
import { AccountActions } from './account-actions';
import { CompletionPanel } from './completion-panel';
import { EmailPreferencesFormView } from './email-preferences-form';
import { InterestsFormView } from './interests-form';
import { InvitePanel } from './invite-panel';
import { PointsPanel } from './points-panel';
import { SettingsSection } from './settings-section';
import { WorkStudyFormView } from './work-study-form';

/** The profile fields of this page, as form strings; empty optional ones are sent as null. */
export const AccountSettingsForm = UpdateMeBody.pick({ firstName: true, lastName: true, displayName: true, currentCity: true })
  .required()
  .extend({
    firstName: z.string().trim().min(1, 'Enter your first name').max(80, 'At most 80 characters'),
    lastName: z.string().trim().min(1, 'Enter your last name').max(80, 'At most 80 characters'),
    displayName: z.string().trim().max(80, 'At most 80 characters'),
    currentCity: z.string().trim().max(120),
    phoneCountryCode: z.string().trim().max(5),
    phoneNumber: z.string().trim().max(20),
  })
  .superRefine((values, ctx) => {
    // Both parts or neither: an empty pair removes the number.
    if (values.phoneCountryCode === '' && values.phoneNumber === '') return;
    const parsed = Phone.safeParse({ countryCode: values.phoneCountryCode, phoneNumber: values.phoneNumber });
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', path: [issue.path[0] === 'countryCode' ? 'phoneCountryCode' : 'phoneNumber'], message: issue.message });
    }
  });
export type AccountSettingsValues = z.infer<typeof AccountSettingsForm>;

const orNull = (value: string) => (value === '' ? null : value);

export function toUpdateMeBody(values: AccountSettingsValues): UpdateMeBody {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    displayName: orNull(values.displayName),
    currentCity: orNull(values.currentCity),
    phone: values.phoneNumber === '' ? null : { countryCode: values.phoneCountryCode, phoneNumber: values.phoneNumber },
  };
}

function AccountSettingsFormView({ user }: { user: Me }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = searchParams.get('returnTo');
  const [updateMe, update] = useUpdateMeMutation();
  const [registerMe, registration] = useRegisterMeMutation();
  // A new account's first save registers it, crediting the invite link that brought them (?ref=).
  const isNewAccount = !user.firstName || !user.lastName;
  const { data: cities } = useGetCitiesQuery();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AccountSettingsValues>({
    resolver: zodResolver(AccountSettingsForm),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      displayName: user.displayName ?? '',
      currentCity: user.currentCity ?? '',
      phoneCountryCode: user.phone?.countryCode ?? '',
      phoneNumber: user.phone?.phoneNumber ?? '',
    },
  });

  const cityOptions = (cities?.data ?? []).map((city) => ({ value: city.name, label: `${city.name}, ${city.country}` }));
  // A city typed in before the list existed stays selectable.
  if (user.currentCity && !cityOptions.some((option) => option.value === user.currentCity)) {
    cityOptions.unshift({ value: user.currentCity, label: user.currentCity });
  }

  const submit = handleSubmit(async (values) => {
    try {
      const body = toUpdateMeBody(values);
      const referralCode = isNewAccount ? getReferralCode() : null;
      // The kept ?ref= may be a circle member's code instead (circles share links carry those too).
      const registered =
        referralCode && isInviteCode(referralCode)
          ? await registerMe({ ...body, referralCode })
              .unwrap()
              .catch(() => null)
          : null;
      if (!registered) await updateMe(body).unwrap();
      toast.success('Profile saved');
      if (returnTo) navigate(safeReturnTo(returnTo), { replace: true, state: PROFILE_SAVED });
    } catch (error) {
      toastError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Profile">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput label="First name" autoComplete="given-name" required error={errors.firstName?.message} {...register('firstName')} />
        <TextInput label="Last name" autoComplete="family-name" required error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <TextInput
        label="Display name"
        autoComplete="nickname"
        hint="Shown instead of your full name, if you set one."
        error={errors.displayName?.message}
        {...register('displayName')}
      />
      <Select label="Current city" placeholder="Choose a city…" options={cityOptions} error={errors.currentCity?.message} {...register('currentCity')} />
      <fieldset className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <legend className="mb-1 text-sm font-medium">Mobile phone (optional)</legend>
        <TextInput
          label="Country code"
          placeholder="+1"
          autoComplete="tel-country-code"
          inputMode="tel"
          error={errors.phoneCountryCode?.message}
          {...register('phoneCountryCode')}
        />
        <TextInput
          label="Phone number"
          autoComplete="tel-national"
          inputMode="tel"
          hint="Hosts of events you go to can text you updates; reply STOP to any message to stop them."
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
      </fieldset>
      <Button type="submit" loading={update.isLoading || registration.isLoading} className="self-start">
        Save profile
      </Button>
    </form>
  );
}

export interface AccountSettingsPageProps {
  /** The app's photo picker (public-web's cropper), shown in the profile section. */
  renderPhotoEditor?: (user: Me) => ReactNode;
  /** Inside an app layout that has its <main> already. */
  withinLayout?: boolean;
}

/** How others see the user: display name, headline and its verified flag, as others see them. */
function ProfilePreview({ user }: { user: Me }) {
  const headline = getHeadline(user);
  return (
    <div className="text-sm">
      <p className="font-medium">{getDisplayName(user) || 'No name yet'}</p>
      {headline ? (
        <p className="flex items-center gap-2 text-fg-muted">
          {headline} {isHeadlineVerified(user) ? <Badge tone="success">Verified</Badge> : null}
        </p>
      ) : null}
    </div>
  );
}

function AccountSettings({ renderPhotoEditor, withinLayout }: AccountSettingsPageProps) {
  const { user } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const incomplete = !user?.firstName || !user.lastName;
  const Outer = withinLayout ? 'div' : 'main';
  return (
    <Outer className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <div>
        <h1 className="text-2xl font-semibold">Account settings</h1>
        {incomplete && searchParams.get('returnTo') ? <p className="mt-1 text-sm text-fg-muted">Please add your name before you continue.</p> : null}
      </div>
      {user ? (
        <>
          <SettingsSection id="settings-completion" title="Your progress" description="Complete your profile so hosts and other attendees know who you are.">
            <CompletionPanel user={user} />
          </SettingsSection>
          <SettingsSection id="settings-profile" title="Profile">
            <ProfilePreview user={user} />
            {renderPhotoEditor ? renderPhotoEditor(user) : null}
            <AccountSettingsFormView user={user} />
          </SettingsSection>
          <SettingsSection id="settings-work" title="Work and study">
            <WorkStudyFormView user={user} />
          </SettingsSection>
          <SettingsSection id="settings-interests" title="Interests" description="Pick what describes you: people with the same picks are suggested to you.">
            <InterestsFormView user={user} />
          </SettingsSection>
          <SettingsSection id="settings-email" title="E-mail preferences" description={`Signed in as ${user.email}`}>
            <EmailPreferencesFormView user={user} />
          </SettingsSection>
          <SettingsSection id="settings-points" title="Points">
            <PointsPanel />
          </SettingsSection>
          <SettingsSection id="settings-invites" title="Invite friends" description="Friends who join through your link count toward your profile.">
            <InvitePanel user={user} />
          </SettingsSection>
          <SettingsSection id="settings-account" title="Account">
            <AccountActions user={user} />
          </SettingsSection>
        </>
      ) : null}
    </Outer>
  );
}

/** /accounts/setting?returnTo=…: every setting of the account, and the place users without a name are sent to. */
export function AccountSettingsPage(props: AccountSettingsPageProps) {
  return (
    <RequireAuth>
      <AccountSettings {...props} />
    </RequireAuth>
  );
}
