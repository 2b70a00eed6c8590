import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { useGetCitiesQuery, useUpdateMeMutation } from '@socials/api-client';
import { Phone, UpdateMeBody, type Me } from '@socials/domain';
import { Button, Card, Select, TextInput, toast, toastError } from '@socials/ui';
import { RequireAuth } from '../guards/require-auth';
import { useCurrentUser } from '../provider/auth-context';
import { safeReturnTo } from '../session/return-to';

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
  const [updateMe, { isLoading }] = useUpdateMeMutation();
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
      await updateMe(toUpdateMeBody(values)).unwrap();
      toast.success('Profile saved');
      if (returnTo) navigate(safeReturnTo(returnTo), { replace: true });
    } catch (error) {
      toastError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
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
        <TextInput label="Country code" placeholder="+1" autoComplete="tel-country-code" inputMode="tel" error={errors.phoneCountryCode?.message} {...register('phoneCountryCode')} />
        <TextInput
          label="Phone number"
          autoComplete="tel-national"
          inputMode="tel"
          hint="Hosts of events you go to can text you updates; reply STOP to any message to stop them."
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
      </fieldset>
      <p className="text-sm text-fg-muted">Signed in as {user.email}</p>
      <Button type="submit" loading={isLoading} className="self-start">
        Save
      </Button>
    </form>
  );
}

function AccountSettings() {
  const { user } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const incomplete = !user?.firstName || !user.lastName;
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10">
      <Card as="section" aria-labelledby="account-settings-title">
        <h1 id="account-settings-title" className="text-xl font-semibold">
          Account settings
        </h1>
        {incomplete && searchParams.get('returnTo') ? (
          <p className="mt-1 text-sm text-fg-muted">Please add your name before you continue.</p>
        ) : null}
        <div className="mt-4">{user ? <AccountSettingsFormView user={user} /> : null}</div>
      </Card>
    </main>
  );
}

/** /accounts/setting?returnTo=…: the profile, and the place users without a name are sent to. */
export function AccountSettingsPage() {
  return (
    <RequireAuth>
      <AccountSettings />
    </RequireAuth>
  );
}
