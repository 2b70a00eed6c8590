import { useForm } from 'react-hook-form';
import { useUpdateMeMutation } from '@socials/api-client';
import { MAX_PROFILE_LIST_PICKS, PROFILE_LISTS, type Me, type ProfileListField, type UpdateMeBody } from '@socials/domain';
import { Button, Checkbox, toast, toastError } from '@socials/ui';

const LIST_TITLES: Record<ProfileListField, string> = {
  functions: 'Job functions',
  sectors: 'Industry sectors',
  exp: 'Expertise',
  learnOff: 'Want to learn about',
  hobbies: 'Hobbies',
};

const FIELDS = Object.keys(PROFILE_LISTS) as ProfileListField[];

const listOf = (field: ProfileListField): readonly string[] => PROFILE_LISTS[field];

export type InterestsValues = Record<ProfileListField, string[]>;

/** Each list's picks in the list's own order, only entries of the list (an entry dropped from a list falls away on save). */
export function toInterestsBody(values: InterestsValues): UpdateMeBody {
  const body: Record<string, string[]> = {};
  for (const field of FIELDS) {
    const picked = new Set(values[field]);
    body[field] = listOf(field).filter((entry) => picked.has(entry));
  }
  return body as UpdateMeBody;
}

/** Job functions, sectors, expertise, learning interests and hobbies, each picked from its constant list. */
export function InterestsFormView({ user }: { user: Me }) {
  const [updateMe, { isLoading }] = useUpdateMeMutation();
  const { register, handleSubmit, watch } = useForm<InterestsValues>({
    defaultValues: { functions: user.functions, sectors: user.sectors, exp: user.exp, learnOff: user.learnOff, hobbies: user.hobbies },
  });
  const values = watch();

  const submit = handleSubmit(async (picked) => {
    try {
      await updateMe(toInterestsBody(picked)).unwrap();
      toast.success('Interests saved');
    } catch (error) {
      toastError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Interests">
      {FIELDS.map((field) => {
        const count = values[field]?.length ?? 0;
        const full = count >= MAX_PROFILE_LIST_PICKS;
        return (
          <fieldset key={field} className="flex flex-col gap-2">
            <legend className="text-sm font-medium">
              {LIST_TITLES[field]}{' '}
              <span className="font-normal text-fg-muted">
                ({count} of at most {MAX_PROFILE_LIST_PICKS})
              </span>
            </legend>
            <div className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2 md:grid-cols-3">
              {listOf(field).map((entry) => (
                <Checkbox key={entry} label={entry} value={entry} disabled={full && !values[field]?.includes(entry)} {...register(field)} />
              ))}
            </div>
          </fieldset>
        );
      })}
      <Button type="submit" loading={isLoading} className="self-start">
        Save interests
      </Button>
    </form>
  );
}
