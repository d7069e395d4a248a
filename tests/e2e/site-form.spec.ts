import { expect, test } from './support/test.ts';
import { apiHeaders } from './support/account-api.ts';
import { E2E_DEMO } from './support/accounts.ts';
import { designOf, publishDemoDesign, siteUrl } from './support/published-design.ts';

test('a visitor sends a published Form with a valid e-mail: the success message shows and the contact is stored', async ({ page, request, baseURL }) => {
  const email = `visitor-${Date.now()}@example.com`;
  await publishDemoDesign(request, designOf([{ key: 'form', id: 'element-contact', props: { successMessage: 'Thanks! We will write soon.' } }]));

  await page.goto(siteUrl(baseURL));
  const form = page.locator('#element-contact');
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(`  ${email} `);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('status')).toHaveText('Thanks! We will write soon.');
  await expect(form.locator('form')).toBeHidden();

  const headers = await apiHeaders(request, E2E_DEMO);
  const landing = (await (await request.get('/api/v1/landings', { headers })).json()).data[0];
  const contacts = await (await request.get(`/api/v1/landings/${landing.id}/contacts`, { headers, params: { search: email } })).json();
  expect(contacts.meta.total).toBe(1);
  expect(contacts.data[0]).toMatchObject({ element_id: 'element-contact', fields: { fullName: 'Ada Lovelace', email, phone: '' } });
});
