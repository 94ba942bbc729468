import { useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CandidateKind, SkillDetailItem } from '@pp/contract/profiles';
import { ENGLISH } from '../../../components/english.tsx';
import { SectionCard, SectionEmpty } from './section-card.tsx';
import { SkillsModal } from './skills-modal.tsx';

export function SkillsSection({
  kind,
  skills,
  editable,
}: {
  kind: CandidateKind;
  skills: SkillDetailItem[];
  editable: boolean;
}) {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <SectionCard title={t`Skills`} onEdit={editable ? open : undefined} editLabel={t`Edit skills`}>
      {skills.length === 0 ? (
        <SectionEmpty>
          {editable ? t`Add at least one skill: employers search by skills.` : t`No skills added.`}
        </SectionEmpty>
      ) : (
        <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {skills.map((skill) => (
            <Badge
              key={skill.code}
              component="li"
              variant="light"
              radius="sm"
              size="lg"
              tt="none"
              fw={500}
              {...ENGLISH}
              styles={{
                root: { maxWidth: '100%', height: 'auto', minHeight: 28 },
                label: { whiteSpace: 'normal' },
              }}
            >
              {skill.name}
            </Badge>
          ))}
        </Group>
      )}
      {editable && <SkillsModal kind={kind} opened={opened} skills={skills} onClose={close} />}
    </SectionCard>
  );
}
