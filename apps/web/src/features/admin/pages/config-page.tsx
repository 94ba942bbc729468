import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Radio, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import type { EndpointDef, EndpointInput } from '@pp/contract/endpoint';
import {
  addAdditionalQualification,
  addCity,
  addIndustry,
  addRole,
  addState,
  LOOKUP_NAME_MAX,
  listAdditionalQualifications,
  listCitiesOfState,
  listIndustries,
  listRoles,
  listSkills,
  listStatesOfCountry,
  SKILL_TYPE,
  saveSkill,
} from '@pp/contract/lookups';
import { MSG } from '@pp/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { PageFrame } from '../../../components/page-frame.tsx';
import { SectionPaper } from '../../../components/section-paper.tsx';
import { ApiCallError, call, endpointUrl } from '../../../lib/api.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { focusFirstError } from '../../../lib/validation.ts';
import { LOOKUP_KEY, useSkillOptions, useStateOptions } from '../lib/options.ts';

/**
 * Lookups may be cached by the browser for a few minutes: after an addition, fetch the changed
 * list past the cache so that this browser's pickers show the new entry at once.
 */
async function reloadLookup<E extends EndpointDef>(def: E, input?: EndpointInput<E>) {
  try {
    await fetch(endpointUrl(def, input), { cache: 'reload', credentials: 'same-origin' });
  } catch {
    // only a cache refresh
  }
}

function useAfterSave() {
  const client = useQueryClient();
  return async (message: string, reload: Promise<void>[]) => {
    notifySuccess(message);
    await Promise.all(reload);
    await client.invalidateQueries({ queryKey: [LOOKUP_KEY] });
  };
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <SectionPaper headingId={id} p="md">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4" id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </SectionPaper>
  );
}

/** The error message to show next to the name: the server's words for a duplicate or a bad name. */
function messageOf(error: unknown) {
  return error instanceof ApiCallError ? (error.fields?.name ?? error.message) : undefined;
}

/** One name and an Add button: role, additional qualification, industry, State/UT. */
function NameForm({ label, submit }: { label: string; submit: (name: string) => Promise<void> }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(MSG.required);
      focusFirstError(event.currentTarget as HTMLElement);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await submit(name.trim());
      setName('');
    } catch (e) {
      // Shown once, under the field.
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={label}
          required
          maxLength={LOOKUP_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
        />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          <Trans>Add</Trans>
        </Button>
      </Stack>
    </form>
  );
}

const SKILL_TARGET = { member: SKILL_TYPE.member, student: SKILL_TYPE.student, update: 'update' } as const;

function SkillForm() {
  const { t } = useLingui();
  const after = useAfterSave();
  const [target, setTarget] = useState<string>(SKILL_TARGET.member);
  const [selected, setSelected] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ name?: string; selected?: string }>({});
  const [busy, setBusy] = useState(false);
  const skills = useSkillOptions('all');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!name.trim()) next.name = MSG.required;
    if (target === SKILL_TARGET.update && !selected) next.selected = MSG.required;
    setErrors(next);
    if (next.name || next.selected) return focusFirstError(event.currentTarget as HTMLElement);
    setBusy(true);
    try {
      const updating = target === SKILL_TARGET.update;
      const result = await call(saveSkill, {
        body: {
          name: name.trim(),
          type: updating ? '' : target,
          selectedSKill: updating ? (selected ?? '') : '',
        },
      });
      await after(result.Message, [
        reloadLookup(listSkills, { query: {} }),
        reloadLookup(listSkills, { query: { type: SKILL_TYPE.member } }),
        reloadLookup(listSkills, { query: { type: SKILL_TYPE.student } }),
      ]);
      setName('');
      setSelected(null);
    } catch (e) {
      setErrors({ name: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Radio.Group label={t`Skill for`} value={target} onChange={setTarget} required>
          <Stack gap={6} mt={4}>
            <Radio value={SKILL_TARGET.member} label={t`Member`} />
            <Radio value={SKILL_TARGET.student} label={t`Student`} />
            <Radio value={SKILL_TARGET.update} label={t`Update selected Skill`} />
          </Stack>
        </Radio.Group>
        {target === SKILL_TARGET.update && (
          <Select
            label={t`Skill to update`}
            required
            searchable
            data={skills.data ?? []}
            value={selected}
            onChange={setSelected}
            error={errors.selected}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <TextInput
          label={target === SKILL_TARGET.update ? t`New name` : t`Skill`}
          required
          maxLength={LOOKUP_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {target === SKILL_TARGET.update ? <Trans>Update</Trans> : <Trans>Add</Trans>}
        </Button>
      </Stack>
    </form>
  );
}

function CityForm() {
  const { t } = useLingui();
  const after = useAfterSave();
  const states = useStateOptions();
  const [state, setState] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ state?: string; name?: string }>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!state) next.state = MSG.required;
    if (!name.trim()) next.name = MSG.required;
    setErrors(next);
    if (next.state || next.name || !state) return focusFirstError(event.currentTarget as HTMLElement);
    setBusy(true);
    try {
      const result = await call(addCity, { body: { code: state, name: name.trim() } });
      await after(result.Message, [reloadLookup(listCitiesOfState, { params: { id: state } })]);
      setName('');
    } catch (e) {
      setErrors({ name: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Select
          label={t`State/UT`}
          required
          searchable
          data={states.data ?? []}
          value={state}
          onChange={setState}
          error={errors.state}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t`City`}
          required
          maxLength={LOOKUP_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          <Trans>Add</Trans>
        </Button>
      </Stack>
    </form>
  );
}

/** /admin/config: add entries to the master lists; every picker of the portal offers them. */
export default function ConfigPage() {
  const { t } = useLingui();
  const after = useAfterSave();
  return (
    <PageFrame
      title={t`Configuration`}
      description={t`Add entries to the master lists. New entries appear in every form and filter at once.`}
      breadcrumbs={[{ label: t`Dashboard`, to: '/admin/dashbaord' }, { label: t`Configuration` }]}
      size="xl"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Section title={t`Role`} description={t`Designations of jobs and member profiles.`}>
          <NameForm
            label={t`Role`}
            submit={async (name) => {
              const result = await call(addRole, { body: { name } });
              await after(result.Message, [reloadLookup(listRoles)]);
            }}
          />
        </Section>
        <Section
          title={t`Additional Qualification`}
          description={t`Degrees and certifications beyond the CS course.`}
        >
          <NameForm
            label={t`Additional Qualification`}
            submit={async (name) => {
              const result = await call(addAdditionalQualification, { body: { name } });
              await after(result.Message, [reloadLookup(listAdditionalQualifications)]);
            }}
          />
        </Section>
        <Section
          title={t`Skill`}
          description={t`A skill for members or students, or a new name for a skill.`}
        >
          <SkillForm />
        </Section>
        <Section title={t`Industry`} description={t`Industries of employers and trainings.`}>
          <NameForm
            label={t`Industry`}
            submit={async (name) => {
              const result = await call(addIndustry, { body: { name } });
              await after(result.Message, [reloadLookup(listIndustries)]);
            }}
          />
        </Section>
        <Section title={t`State/UT`} description={t`A State or Union Territory of India.`}>
          <NameForm
            label={t`State/UT`}
            submit={async (name) => {
              const result = await call(addState, { body: { code: INDIA_COUNTRY_CODE, name } });
              await after(result.Message, [
                reloadLookup(listStatesOfCountry, { params: { id: INDIA_COUNTRY_CODE } }),
              ]);
            }}
          />
        </Section>
        <Section title={t`City`} description={t`A city in a chosen State/UT.`}>
          <CityForm />
        </Section>
      </SimpleGrid>
    </PageFrame>
  );
}
