// Vacancy management and tags in the browser: an organization writes a vacancy with a
// formatted description, tags and a question, publishes it, edits it and closes it; changes two
// vacancies at once; a center admin adds, renames and merges tags. The server state is checked
// through the API after each step.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import {
  apiUrl,
  authHeaders,
  declineAnalyticsCookies,
  signInViaApi,
  tenantHeaders,
  type SessionTokens,
} from './session-helpers';

interface WireTag {
  id: string;
  attributes: { kind: string; name_nl: string; name_en: string };
}

async function apiGet(request: APIRequestContext, tokens: SessionTokens | null, path: string) {
  const response = await request.get(apiUrl(path), {
    headers: { ...tenantHeaders('demo'), ...(tokens ? authHeaders(tokens) : {}) },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as {
    data: {
      id: string;
      attributes: Record<string, unknown>;
      relationships?: Record<string, { data: { id: string }[] }>;
    };
    included?: WireTag[];
  };
}

async function listTags(request: APIRequestContext): Promise<WireTag[]> {
  const body = (await apiGet(request, null, '/api/v1/tags')) as unknown as { data: WireTag[] };
  return body.data;
}

async function createDraft(request: APIRequestContext, tokens: SessionTokens, title: string) {
  // The organization of a vacancy this user already manages.
  const managed = (await apiGet(
    request,
    tokens,
    '/api/v1/vacancies?filter[scope]=manage&page[size]=1',
  )) as unknown as { data: { attributes: { organization_id: string } }[] };
  const organizationId = managed.data[0]!.attributes.organization_id;
  const response = await request.post(apiUrl('/api/v1/vacancies'), {
    headers: {
      ...tenantHeaders('demo'),
      ...authHeaders(tokens),
      'Content-Type': 'application/vnd.api+json',
    },
    data: {
      data: {
        type: 'vacancies',
        attributes: {
          title_nl: title,
          description_nl: '<p>Tekst</p>',
          remote: true,
          organization_id: organizationId,
        },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function chooseOption(page: Page, dropdown: string, option: string) {
  await page.getByRole('combobox', { name: dropdown }).click();
  // Fluent's multi-select options are menu item checkboxes.
  await page.getByRole('menuitemcheckbox', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

function row(page: Page, title: string) {
  return page
    .getByRole('grid', { name: 'Vacatures' })
    .getByRole('row', { name: new RegExp(title) });
}

test('an organization writes, publishes, edits and closes a vacancy', async ({
  page,
  context,
}, testInfo) => {
  const stamp = Date.now();
  const title = `Moestuinhulp ${stamp}`;
  const category = (await listTags(page.request)).find((t) => t.attributes.kind === 'category')!;
  await declineAnalyticsCookies(context, 'demo');
  const tokens = await signInViaApi(page, 'demo', 'organization@demo.test');

  await page.goto(tenantUrl('demo', '/vacancies/add'));
  await expect(page.getByRole('heading', { level: 1, name: 'Vacature toevoegen' })).toBeVisible();
  // Without any title the form says what is missing and sends nothing.
  await page.getByRole('button', { name: 'Vacature opslaan' }).click();
  await expect(
    page.getByText('Geef de vacature een titel in het Nederlands of het Engels.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(tenantUrl('demo', '/vacancies/add'));
  await page.getByRole('textbox', { name: 'Titel in het Nederlands' }).fill(title);
  await page.getByRole('textbox', { name: 'Titel in het Engels' }).fill(`Garden helper ${stamp}`);

  // A formatted description: bold by shortcut, a bulleted list from the toolbar.
  const editor = page.getByRole('textbox', { name: 'Omschrijving in het Nederlands' });
  await editor.click();
  await page.keyboard.type('We zoeken ');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('enthousiaste');
  await page.keyboard.press('Control+B');
  await page.keyboard.type(' tuinders.');
  await page.keyboard.press('Enter');
  await page
    .getByRole('toolbar', { name: 'Opmaak van Omschrijving in het Nederlands' })
    .getByRole('button', { name: 'Opsomming' })
    .click();
  await page.keyboard.type('Wieden');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Meer op ');
  await page
    .getByRole('toolbar', { name: 'Opmaak van Omschrijving in het Nederlands' })
    .getByRole('button', { name: 'Link' })
    .click();
  const linkDialog = page.getByRole('dialog', { name: 'Link toevoegen' });
  await linkDialog
    .getByRole('textbox', { name: 'Webadres of e-mailadres' })
    .fill('www.voorbeeld.nl');
  await linkDialog.getByRole('button', { name: 'Link toevoegen' }).click();
  await expect(editor.locator('a[href="https://www.voorbeeld.nl"]')).toHaveText('www.voorbeeld.nl');
  await expect(editor.locator('strong')).toHaveText('enthousiaste');
  await expect(editor.locator('ul li')).toHaveText('Wieden');

  await chooseOption(page, 'Categorie', category.attributes.name_nl);
  await page.getByRole('spinbutton', { name: 'Uur per week' }).fill('3');
  await page.getByRole('checkbox', { name: 'dinsdagavond' }).check();
  await page.getByRole('switch', { name: 'Op afstand (vanuit huis)' }).check();
  await page.getByRole('button', { name: 'Vraag toevoegen' }).click();
  await page.getByRole('textbox', { name: 'Vraag 1' }).fill('Heb je groene vingers?');
  await page.getByRole('checkbox', { name: 'Antwoord verplicht' }).check();
  await page.getByRole('radio', { name: 'Meteen publiceren' }).check();
  await expectNoSeriousAxeViolations(page, testInfo, 'vacancy-add');
  await attachScreenshots(page, testInfo, 'vacancy-add');
  // On a phone the form fits the screen (no sideways scrolling).
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The preview shows it as volunteers will see it, in both languages.
  await page.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
  const preview = page.getByRole('dialog', { name: 'Zo zien vrijwilligers het' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('enthousiaste');
  await preview.getByRole('tab', { name: 'Engels' }).click();
  await expect(preview.getByRole('heading', { name: `Garden helper ${stamp}` })).toBeVisible();
  await preview.getByRole('button', { name: 'Sluiten' }).click();

  await page.getByRole('button', { name: 'Vacature opslaan' }).click();
  await expect(page).toHaveURL(/\/vacancies\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  const created = await apiGet(page.request, tokens, `/api/v1/vacancies/${id}?include=tags`);
  expect(created.data.attributes).toMatchObject({
    title_nl: title,
    status: 'published',
    hours_per_week: 3,
    remote: true,
    schedule: { tue: ['evening'] },
    questions: [{ text: 'Heb je groene vingers?', required: true }],
  });
  expect(created.data.attributes.description_nl).toContain('<strong>enthousiaste</strong>');
  expect(created.data.attributes.description_nl).toContain('<li>');
  expect(created.data.attributes.description_nl).toContain('href="https://www.voorbeeld.nl"');
  expect(created.data.relationships?.tags?.data.map((t) => t.id)).toEqual([category.id]);

  // In the list, edited, then closed with a row action.
  await page.goto(tenantUrl('demo', '/vacancies'));
  await page.getByRole('searchbox', { name: 'Zoek in vacatures' }).fill(String(stamp));
  await expect(row(page, title)).toContainText('Gepubliceerd');
  await expectNoSeriousAxeViolations(page, testInfo, 'vacancies');
  await attachScreenshots(page, testInfo, 'vacancies');
  await row(page, title)
    .getByRole('button', { name: `Acties voor ${title}` })
    .click();
  await page.getByRole('menuitem', { name: 'Bewerken' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', `/vacancies/${id}/edit`));
  await page.getByRole('spinbutton', { name: 'Uur per week' }).fill('4');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/vacancies'));
  expect(
    (await apiGet(page.request, tokens, `/api/v1/vacancies/${id}`)).data.attributes.hours_per_week,
  ).toBe(4);

  await page.getByRole('searchbox', { name: 'Zoek in vacatures' }).fill(String(stamp));
  await row(page, title)
    .getByRole('button', { name: `Acties voor ${title}` })
    .click();
  // Only the allowed changes from 'published': close and archive.
  await expect(page.getByRole('menuitem', { name: 'Publiceren' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Sluiten' }).click();
  await expect(row(page, title)).toContainText('Gesloten');
  expect(
    (await apiGet(page.request, tokens, `/api/v1/vacancies/${id}`)).data.attributes.status,
  ).toBe('closed');
});

test('two vacancies get a status and a tag at once, all or nothing', async ({
  page,
  context,
}, testInfo) => {
  const stamp = Date.now();
  await declineAnalyticsCookies(context, 'demo');
  const tokens = await signInViaApi(page, 'demo', 'organization@demo.test');
  const skill = (await listTags(page.request)).find((t) => t.attributes.kind === 'skill')!;
  const titles = [`Voorlezen A ${stamp}`, `Voorlezen B ${stamp}`];
  const ids = [
    await createDraft(page.request, tokens, titles[0]!),
    await createDraft(page.request, tokens, titles[1]!),
  ];

  await page.goto(tenantUrl('demo', '/vacancies'));
  await page.getByRole('searchbox', { name: 'Zoek in vacatures' }).fill(`Voorlezen ${stamp}`);
  // Only the two (a search clears the selection, so wait for its answer before selecting).
  await expect(page.getByRole('grid', { name: 'Vacatures' }).getByRole('row')).toHaveCount(3);
  for (const title of titles) {
    await expect(row(page, title)).toContainText('Concept');
    await page.getByRole('checkbox', { name: `${title} selecteren` }).check();
  }
  await page.getByRole('button', { name: 'Samen bewerken' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vacatures tegelijk bewerken' }),
  ).toBeVisible();
  await expect(page.getByTestId('bulk-vacancies').getByRole('listitem')).toHaveCount(2);

  await page.getByRole('combobox', { name: 'Nieuwe status' }).selectOption('published');
  await chooseOption(page, 'Toevoegen: Vaardigheid', skill.attributes.name_nl);
  await expectNoSeriousAxeViolations(page, testInfo, 'vacancy-bulk-edit');
  await attachScreenshots(page, testInfo, 'vacancy-bulk-edit');
  await page.getByRole('button', { name: 'Wijzigingen nakijken' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Deze vacatures wijzigen?' });
  await expect(dialog.getByTestId('bulk-summary')).toHaveText(
    `2 vacatures: status naar Gepubliceerd en tag ${skill.attributes.name_nl} erbij.`,
  );
  await dialog.getByRole('button', { name: 'Wijzigingen doorvoeren' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/vacancies'));

  for (const id of ids) {
    const body = await apiGet(page.request, tokens, `/api/v1/vacancies/${id}?include=tags`);
    expect(body.data.attributes.status).toBe('published');
    expect(body.data.relationships?.tags?.data.map((t) => t.id)).toContain(skill.id);
  }

  // A refused change names the vacancy and changes nothing: published -> draft is not allowed.
  await page.goto(tenantUrl('demo', `/vacancies/bulk-edit?ids=${ids.join(',')}`));
  await page.getByRole('combobox', { name: 'Nieuwe status' }).selectOption('draft');
  await page.getByRole('button', { name: 'Wijzigingen nakijken' }).click();
  await page.getByRole('button', { name: 'Wijzigingen doorvoeren' }).click();
  await expect(page.getByTestId('bulk-refusal')).toContainText(
    `${titles[0]} kan niet van Gepubliceerd naar Concept.`,
  );
  await expect(page.getByTestId('bulk-refusal')).toContainText('Er is niets gewijzigd');
  for (const id of ids) {
    expect(
      (await apiGet(page.request, tokens, `/api/v1/vacancies/${id}`)).data.attributes.status,
    ).toBe('published');
  }
});

test('a center admin adds, renames and merges tags', async ({ page, context }, testInfo) => {
  const stamp = Date.now();
  await declineAnalyticsCookies(context, 'demo');
  await signInViaApi(page, 'demo', 'coordinator@demo.test');
  await page.goto(tenantUrl('demo', '/tags'));
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Tags' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'tags');
  await attachScreenshots(page, testInfo, 'tags');

  const add = async (nl: string, en: string) => {
    await page.getByRole('button', { name: 'Tag toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tag toevoegen' });
    await dialog.getByRole('combobox', { name: 'Soort' }).selectOption('skill');
    await dialog.getByRole('textbox', { name: 'Nederlandse naam' }).fill(nl);
    await dialog.getByRole('textbox', { name: 'Engelse naam' }).fill(en);
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(dialog).toHaveCount(0);
  };
  await add(`Imkeren ${stamp}`, `Beekeeping ${stamp}`);
  await add(`Bijen houden ${stamp}`, `Keeping bees ${stamp}`);

  const search = page.getByRole('searchbox', { name: 'Zoek in tags' });
  await search.fill(String(stamp));
  const grid = page.getByRole('grid', { name: 'Tags' });
  await expect(grid.getByRole('row')).toHaveCount(3);

  await grid.getByRole('button', { name: `Acties voor Imkeren ${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'Naam wijzigen' }).click();
  const rename = page.getByRole('dialog', { name: `Naam van Imkeren ${stamp} wijzigen` });
  await rename.getByRole('textbox', { name: 'Nederlandse naam' }).fill(`Imker ${stamp}`);
  await rename.getByRole('button', { name: 'Opslaan' }).click();
  await expect(grid.getByRole('row', { name: new RegExp(`Imker ${stamp}`) })).toBeVisible();

  await grid.getByRole('button', { name: `Acties voor Imker ${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'Samenvoegen met een andere tag' }).click();
  const merge = page.getByRole('alertdialog', { name: `Imker ${stamp} samenvoegen` });
  await merge
    .getByRole('combobox', { name: 'Samenvoegen met' })
    .selectOption({ label: `Bijen houden ${stamp}` });
  await expect(merge.getByTestId('merge-summary')).toContainText(`krijgt Bijen houden ${stamp}`);
  await merge.getByRole('button', { name: 'Samenvoegen' }).click();
  await expect(merge).toHaveCount(0);
  await expect(grid.getByRole('row')).toHaveCount(2);

  const names = (await listTags(page.request)).map((t) => t.attributes.name_nl);
  expect(names).toContain(`Bijen houden ${stamp}`);
  expect(names.filter((n) => n.includes(String(stamp)))).toEqual([`Bijen houden ${stamp}`]);
});

test('a center admin writes a draft for an organization of the center', async ({
  page,
  context,
}) => {
  const stamp = Date.now();
  await declineAnalyticsCookies(context, 'demo');
  const tokens = await signInViaApi(page, 'demo', 'coordinator@demo.test');
  await page.goto(tenantUrl('demo', '/vacancies/add'));
  const organization = page.getByRole('combobox', { name: 'Organisatie' });
  await expect(
    organization.getByRole('option', { name: 'Basisschool De Regenboog' }),
  ).toBeAttached();
  await organization.selectOption({ label: 'Kies een organisatie' });
  await page.getByRole('textbox', { name: 'Titel in het Engels' }).fill(`Bus driver ${stamp}`);
  await page.getByRole('button', { name: 'Vacature opslaan' }).click();
  // The organization is required for a center admin: nothing is sent without it.
  await expect(page.getByText('Organisatie is verplicht.').first()).toBeVisible();
  await organization.selectOption({ label: 'Basisschool De Regenboog' });
  await page.getByRole('button', { name: 'Vacature opslaan' }).click();
  await expect(page).toHaveURL(/\/vacancies\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  const body = await apiGet(page.request, tokens, `/api/v1/vacancies/${id}?include=organization`);
  expect(body.data.attributes).toMatchObject({
    title_en: `Bus driver ${stamp}`,
    title_nl: null,
    status: 'draft',
  });
  const organizations = (await apiGet(
    page.request,
    tokens,
    '/api/v1/organizations?filter[q]=Regenboog',
  )) as unknown as {
    data: { id: string }[];
  };
  expect(body.data.attributes.organization_id).toBe(organizations.data[0]!.id);
});

test('volunteers are pointed to the search, and cannot manage tags', async ({ page, context }) => {
  await declineAnalyticsCookies(context, 'demo');
  await signInViaApi(page, 'demo', 'volunteer@demo.test');
  await page.goto(tenantUrl('demo', '/vacancies'));
  await expect(page.getByTestId('not-a-manager')).toContainText('Deze pagina is voor organisaties');
  await expect(
    page.getByTestId('not-a-manager').getByRole('link', { name: 'Zoek vacatures' }),
  ).toHaveAttribute('href', '/vacancies/search');
  await page.goto(tenantUrl('demo', '/tags'));
  await expect(page.getByTestId('no-tag-access')).toContainText('Je kunt geen tags beheren');
});
