import { useLingui } from '@lingui/react/macro';
import { Select, type SelectProps } from '@mantine/core';
import { DEFAULT_PHONE_CODE } from '@pp/contract/constants';
import { useMemo } from 'react';
import { usePhoneCodes } from '../api/registration.ts';

/** 'India (+91)' shown as '+91 India', so a narrow box still shows the code. */
function codeFirst(label: string, code: string): string {
  const country = label.replace(/\s*\(\+[^)]*\)\s*$/, '');
  return `+${code} ${country}`;
}

/** India's option until the server's list has loaded. */
// i18n-ignore: the server's country name (data)
const INDIA_OPTION = { value: DEFAULT_PHONE_CODE, label: 'India (+91)' };

/** Dialling code picker: '91' first and the default. */
export function PhoneCodeSelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useLingui();
  const codes = usePhoneCodes();
  const data = useMemo(
    () =>
      (codes.data ?? [INDIA_OPTION]).map((option) => ({
        value: option.value,
        label: codeFirst(option.label, option.value),
      })),
    [codes.data],
  );
  return (
    <Select
      label={t`Phone code`}
      searchable
      allowDeselect={false}
      data={data}
      nothingFoundMessage={t`No code found`}
      comboboxProps={{ width: 280, position: 'bottom-start' }}
      autoComplete="off"
      {...props}
    />
  );
}
