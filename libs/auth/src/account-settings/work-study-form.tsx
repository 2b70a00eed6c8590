import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useUpdateMeMutation } from '@socials/api-client';
import type { Me, UpdateMeBody } from '@socials/domain';
import { Badge, Button, TextInput, toast, toastError } from '@socials/ui';

const year = z
  .string()
  .trim()
  .refine((value) => value === '' || (/^\d{4}$/.test(value) && Number(value) >= 1900 && Number(value) <= 2100), 'A year such as 2012');

/** The current position and the academic entry, as form strings; an empty organization or school clears its entry. */
export const WorkStudyForm = z
  .object({
    title: z.string().trim().max(200, 'At most 200 characters'),
    organization: z.string().trim().max(200, 'At most 200 characters'),
    degree: z.string().trim().max(200, 'At most 200 characters'),
    classOfGraduation: year,
    school: z.string().trim().max(200, 'At most 200 characters'),
  })
  .superRefine((values, ctx) => {
    if (values.title !== '' && values.organization === '')
      ctx.addIssue({ code: 'custom', path: ['organization'], message: 'Name the organization of this position' });
    if ((values.degree !== '' || values.classOfGraduation !== '') && values.school === '')
      ctx.addIssue({ code: 'custom', path: ['school'], message: 'Name the school' });
  });
export type WorkStudyValues = z.infer<typeof WorkStudyForm>;

export function toWorkStudyBody(values: WorkStudyValues): UpdateMeBody {
  return {
    curPosition: values.organization === '' ? null : { title: values.title, organization: { name: values.organization, isVerified: false } },
    curAcademic:
      values.school === ''
        ? null
        : {
            degree: values.degree,
            classOfGraduation: values.classOfGraduation === '' ? null : Number(values.classOfGraduation),
            school: { name: values.school, isVerified: false },
          },
  };
}

/** Position and organization, and the academic entry; verification comes from verified e-mails, never from this form. */
export function WorkStudyFormView({ user }: { user: Me }) {
  const [updateMe, { isLoading }] = useUpdateMeMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WorkStudyValues>({
    resolver: zodResolver(WorkStudyForm),
    defaultValues: {
      title: user.curPosition?.title ?? '',
      organization: user.curPosition?.organization.name ?? '',
      degree: user.curAcademic?.degree ?? '',
      classOfGraduation: user.curAcademic?.classOfGraduation ? String(user.curAcademic.classOfGraduation) : '',
      school: user.curAcademic?.school.name ?? '',
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await updateMe(toWorkStudyBody(values)).unwrap();
      toast.success('Work and study saved');
    } catch (error) {
      toastError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Work and study">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 flex items-center gap-2 text-sm font-medium">
          Current position {user.curPosition?.organization.isVerified ? <Badge tone="success">Verified</Badge> : null}
        </legend>
        <TextInput label="Title" autoComplete="organization-title" error={errors.title?.message} {...register('title')} />
        <TextInput label="Organization" autoComplete="organization" error={errors.organization?.message} {...register('organization')} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-1 flex items-center gap-2 text-sm font-medium">
          Education {user.curAcademic?.school.isVerified ? <Badge tone="success">Verified</Badge> : null}
        </legend>
        <TextInput label="School" error={errors.school?.message} {...register('school')} />
        <TextInput label="Degree" error={errors.degree?.message} {...register('degree')} />
        <TextInput label="Class of" inputMode="numeric" placeholder="2012" error={errors.classOfGraduation?.message} {...register('classOfGraduation')} />
      </fieldset>
      <p className="text-sm text-fg-muted">An organization or school shows as verified once you verify an e-mail address of it.</p>
      <Button type="submit" loading={isLoading} className="self-start">
        Save work and study
      </Button>
    </form>
  );
}
