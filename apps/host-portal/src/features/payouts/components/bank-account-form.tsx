import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { mapFieldErrors, useCreateBankAccountMutation } from '@socials/api-client';
import {
  BANK_ACCOUNT_LIMITS,
  BANK_DETAIL_FIELDS,
  BankAccountHolderKind,
  BankAccountInput,
  BankAccountType,
  bankDetailSchemeOf,
  findPayoutCountry,
  PAYOUT_COUNTRIES,
  PAYOUT_CURRENCIES,
  pickBankDetails,
} from '@socials/domain';
import { Button, Select, TextInput, toast, toastError } from '@socials/ui';
import { ACCOUNT_TYPE_HINT, ACCOUNT_TYPE_LABELS, HOLDER_KIND_HINT, HOLDER_KIND_LABELS, HOLDER_NAME_HINTS } from '../bank-account-labels';

/** The contract, with a message a person can act on where zod's own would be technical. */
const BankAccountFormSchema = BankAccountInput.safeExtend({
  holderName: z
    .string()
    .trim()
    .min(BANK_ACCOUNT_LIMITS.holderNameMin, 'Enter the name on the account')
    .max(BANK_ACCOUNT_LIMITS.holderNameMax, `At most ${BANK_ACCOUNT_LIMITS.holderNameMax} characters`),
});
type BankAccountFormValues = z.input<typeof BankAccountFormSchema>;

const FIELDS = ['holderKind', 'accountType', 'holderName', 'country', 'currency', ...BANK_DETAIL_FIELDS] as const;

const EMPTY: BankAccountFormValues = {
  holderKind: 'individual',
  accountType: 'individual',
  holderName: '',
  country: 'US',
  currency: 'usd',
  ...Object.fromEntries(BANK_DETAIL_FIELDS.map((field) => [field, ''])),
};

const HOLDER_KIND_OPTIONS = BankAccountHolderKind.options.map((kind) => ({ value: kind, label: HOLDER_KIND_LABELS[kind] }));
const ACCOUNT_TYPE_OPTIONS = BankAccountType.options.map((type) => ({ value: type, label: ACCOUNT_TYPE_LABELS[type] }));
const COUNTRY_OPTIONS = PAYOUT_COUNTRIES.map((country) => ({ value: country.code, label: country.name }));
const CURRENCY_OPTIONS = PAYOUT_CURRENCIES.map((currency) => ({ value: currency, label: currency.toUpperCase() }));

/** Adds a bank account for payouts; only its last four digits are kept. */
export function BankAccountForm() {
  const [createBankAccount] = useCreateBankAccountMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<BankAccountFormValues, unknown, BankAccountInput>({ resolver: zodResolver(BankAccountFormSchema), defaultValues: EMPTY });

  // The bank details asked for are the chosen country's (US routing number, UK sort code, IBAN…).
  const bankFields = bankDetailSchemeOf(watch('country')).fields;
  const accountType = watch('accountType');

  const submit = handleSubmit(async ({ holderKind, accountType: type, holderName, country, currency, ...details }) => {
    try {
      const account = await createBankAccount({ holderKind, accountType: type, holderName, country, currency, ...pickBankDetails(country, details) }).unwrap();
      toast.success(`Bank account ••••${account.accountLast4} added`);
      reset(EMPTY);
    } catch (error) {
      const fieldErrors = mapFieldErrors(error, FIELDS);
      if (fieldErrors.length === 0) {
        toastError(error);
        return;
      }
      fieldErrors.forEach(({ field, message }, index) =>
        setError(field as keyof BankAccountFormValues, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-bank-account-title" className="flex flex-col gap-4">
      <h2 id="add-bank-account-title" className="text-xl font-semibold">
        Add a bank account
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label="Account holder" options={HOLDER_KIND_OPTIONS} hint={HOLDER_KIND_HINT} error={errors.holderKind?.message} {...register('holderKind')} />
        <Select label="Account type" options={ACCOUNT_TYPE_OPTIONS} hint={ACCOUNT_TYPE_HINT} error={errors.accountType?.message} {...register('accountType')} />
        <TextInput
          label="Name on the account"
          required
          autoComplete={accountType === 'company' ? 'organization' : 'name'}
          hint={HOLDER_NAME_HINTS[accountType]}
          error={errors.holderName?.message}
          {...register('holderName')}
        />
        <Select
          label="Country"
          required
          options={COUNTRY_OPTIONS}
          hint="Where the bank is. Stripe pays out to banks in these countries."
          autoComplete="country"
          error={errors.country?.message}
          {...register('country', {
            // Each country is paid in its own currency, so choosing the country chooses it too.
            onChange: (event: { target: { value: string } }) => {
              const country = findPayoutCountry(event.target.value);
              if (country) setValue('currency', country.currency, { shouldValidate: Boolean(errors.currency) });
            },
          })}
        />
        <Select
          label="Currency"
          required
          options={CURRENCY_OPTIONS}
          hint="The bank country’s own currency."
          error={errors.currency?.message}
          {...register('currency')}
        />
        {bankFields.map((rule) => (
          <TextInput
            key={rule.field}
            label={rule.label}
            required
            hint={rule.hint}
            inputMode={rule.numeric ? 'numeric' : 'text'}
            autoCapitalize={rule.numeric ? undefined : 'characters'}
            autoComplete="off"
            spellCheck={false}
            error={errors[rule.field]?.message}
            {...register(rule.field)}
          />
        ))}
      </div>
      <Button type="submit" loading={isSubmitting} className="self-start">
        Add bank account
      </Button>
    </form>
  );
}
