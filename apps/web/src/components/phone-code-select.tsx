import { Select, type SelectProps } from '@mantine/core';
import { DEFAULT_PHONE_CODE } from '@pp/contract/constants';
import { useMemo } from 'react';
import { usePhoneCodes } from '../api/registration.ts';

/** 'India (+91)' shown as '+91 India', so a narrow box still shows the code. */
function codeFirst(label: string, code: string): string {
  const country = label.replace(/\s*\(\+[^)]*\)\s*$/, '');
  return `+${code} ${country}`;
}

/** Dialling code picker: '91' first and the default. */
export function PhoneCodeSelect(props: Omit<SelectProps, 'data'>) {
  const codes = usePhoneCodes();
  const data = useMemo(
    () =>
      (codes.data ?? [{ value: DEFAULT_PHONE_CODE, label: 'India (+91)' }]).map((option) => ({
        value: option.value,
        label: codeFirst(option.label, option.value),
      })),
    [codes.data],
  );
  return (
    <Select
      label="Phone code"
      searchable
      allowDeselect={false}
      data={data}
      nothingFoundMessage="No code found"
      comboboxProps={{ width: 280, position: 'bottom-start' }}
      autoComplete="off"
      {...props}
    />
  );
}
