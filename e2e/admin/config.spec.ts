import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import { APP, choose, expectNotice, field, screenshots, signInAdmin } from './helpers.ts';

const stamp = Date.now().toString(36).toUpperCase();

function section(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

test('configuration: every master list takes a new entry, duplicates are refused, pickers show it', async ({
  page,
}) => {
  await signInAdmin(page, `${APP}/admin/config`);
  await expect(page.getByRole('heading', { name: 'Configuration', level: 1 })).toBeVisible();
  await screenshots(page, 'config');

  const role = `Data Protection Officer ${stamp}`;
  const roles = section(page, 'Role');
  await roles.getByRole('button', { name: 'Add' }).click();
  await expect(roles.getByText(MSG.required)).toBeVisible();
  await field(roles, 'Role').fill(role);
  await roles.getByRole('button', { name: 'Add' }).click();
  await expectNotice(page, MSG.rolesUpdated);
  await expect(field(roles, 'Role')).toHaveValue('');
  await field(roles, 'Role').fill(role.toLowerCase());
  await roles.getByRole('button', { name: 'Add' }).click();
  await expect(roles.getByText(`'${role.toLowerCase()}' already exists.`)).toBeVisible();

  const additional = section(page, 'Additional Qualification');
  await field(additional, 'Additional Qualification').fill(`Diploma in Data Privacy ${stamp}`);
  await additional.getByRole('button', { name: 'Add' }).click();
  await expectNotice(page, MSG.addQualificationsUpdated);

  const skills = section(page, 'Skill');
  const skill = `GDPR Compliance ${stamp}`;
  await field(skills, 'Skill').fill(skill);
  await skills.getByRole('button', { name: 'Add' }).click();
  await expectNotice(page, MSG.skillsUpdated);
  await skills.getByRole('radio', { name: 'Update selected Skill' }).check();
  await choose(page, skills, 'Skill to update', skill);
  await field(skills, 'New name').fill(`${skill} (EU)`);
  await skills.getByRole('button', { name: 'Update' }).click();
  await expectNotice(page, MSG.skillsUpdated);

  const industries = section(page, 'Industry');
  await field(industries, 'Industry').fill(`Space Technology ${stamp}`);
  await industries.getByRole('button', { name: 'Add' }).click();
  await expectNotice(page, MSG.industriesUpdated);

  const state = `Test Territory ${stamp}`;
  const states = section(page, 'State/UT');
  await field(states, 'State/UT').fill(state);
  await states.getByRole('button', { name: 'Add' }).click();
  await expectNotice(page, MSG.statesUpdated);

  // The new State/UT is offered at once in the city form.
  const cities = section(page, 'City');
  await cities.getByRole('button', { name: 'Add' }).click();
  await expect(cities.getByText(MSG.required).first()).toBeVisible();
  await choose(page, cities, 'State/UT', state);
  await field(cities, 'City').fill(`New Town ${stamp}`);
  await cities.getByRole('button', { name: 'Add' }).click();
  await expectNotice(page, MSG.citiesUpdated);

  // New entries appear in the pickers of other screens.
  await page.goto(`${APP}/admin/member`);
  await choose(page, page, 'Role', role);
  await choose(page, page, 'Skill', `${skill} (EU)`);
  await choose(page, page, 'State/UT', state);
  await choose(page, page, 'City', `New Town ${stamp}`);
});
