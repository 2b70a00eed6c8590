import { Checkbox, Select, TextArea, TextInput } from '@socials/ui';
import type { FieldSpec, FormValue } from './form-fields';

export interface FieldControlProps {
  spec: FieldSpec;
  value: FormValue | undefined;
  error?: string;
  disabled?: boolean;
  onChange: (value: FormValue) => void;
}

/** The control that edits one field of a settings or page form, labelled, with its hint and error. */
export function FieldControl({ spec, value, error, disabled, onChange }: FieldControlProps) {
  const common = { label: spec.label, hint: spec.hint, error, disabled, name: spec.key };
  const text = typeof value === 'string' ? value : '';
  switch (spec.kind) {
    case 'boolean':
      return <Checkbox {...common} checked={value === true} onChange={(event) => onChange(event.target.checked)} />;
    case 'select':
      return <Select {...common} options={spec.options ?? []} value={text} onChange={(event) => onChange(event.target.value)} />;
    case 'longText':
    case 'lines':
    case 'cities':
      return <TextArea {...common} rows={spec.kind === 'longText' ? 3 : 5} value={text} onChange={(event) => onChange(event.target.value)} />;
    case 'number':
      return <TextInput {...common} type="number" inputMode="numeric" value={text} onChange={(event) => onChange(event.target.value)} />;
    case 'money':
    case 'optionalMoney':
      return <TextInput {...common} type="number" inputMode="decimal" min={0} step="0.01" value={text} onChange={(event) => onChange(event.target.value)} />;
    case 'date':
      return <TextInput {...common} type="date" value={text} onChange={(event) => onChange(event.target.value)} />;
    default:
      return <TextInput {...common} value={text} onChange={(event) => onChange(event.target.value)} />;
  }
}
