import { elements as installedElements } from '@tessera/plugins';
import { defineElement, z } from '@tessera/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSite, designOf, saveAndPublish } from '../../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * The server learns what an element sends from its plugin's declaration (`form`), whatever its
 * markup: an outside developer's survey draws its own controls and declares their rules.
 */
const survey = defineElement<{ question: string; thanks: string }>({
  id: 'acme-survey',
  version: '1.0.0',
  label: 'Survey',
  category: 'form',
  premium: false,
  icon: 'list-checks',
  props: z.object({ question: z.string().max(200).default('How did we do?'), thanks: z.string().max(200).default('Thanks for rating us.') }),
  Render: ({ props }) => (
    <form className="acme-survey">
      <label>
        {props.question}
        <input name="stars" type="number" min={1} max={5} required data-ts-field="" />
      </label>
      <textarea name="remark" maxLength={20} data-ts-field="" />
    </form>
  ),
  Panel: async () => ({ default: () => null }),
  form: {
    fields: () => [
      { name: 'stars', kind: 'number', required: true, min: 1, max: 5 },
      { name: 'remark', kind: 'textarea', required: false, maxLength: 20 },
    ],
    sends: (props) => ({ fields: 'own', successMessage: props.thanks }),
  },
});

let t: TestApp;
let host: string;
let nextAddress = 1;

function submit(elementId: string, fields: Record<string, string | boolean>) {
  return t.request({
    method: 'POST',
    url: '/api/v1/site/forms/submit',
    headers: { host, 'x-forwarded-for': `198.51.100.${nextAddress++}` },
    payload: { elementId, pageUrl: '/', fields, website: '' },
  });
}

beforeAll(async () => {
  t = await createTestApp({ elements: [...installedElements, survey] });
  const site = await demoSite(t);
  host = site.host;
  const design = {
    ...designOf(
      [{ key: 'acme-survey', id: 'element-survey' }],
      [
        { key: 'input', id: 'element-name', props: { label: 'Name', name: 'name', required: true } },
        { key: 'button', id: 'element-section-send', props: { action: 'submit' } },
      ],
    ),
    popups: [
      {
        id: 'popup-news',
        key: 'popup',
        options: {},
        rows: [
          {
            id: 'row-popup',
            key: 'row',
            options: {},
            columns: [
              {
                id: 'column-popup',
                key: 'column',
                options: { width: 100 },
                elements: [
                  { id: 'element-popup-email', key: 'input', props: { label: 'Email', name: 'email', type: 'email', required: true } },
                  { id: 'element-popup-send', key: 'button', props: { action: 'submit', successMessage: 'You are on the list.' } },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
  await saveAndPublish(t, site.token, site.landingId, site.homePageId, design);
});
afterAll(() => t.close());

describe('forms as their elements declare them', () => {
  it("checks an outside element's answers by the rules it declares and answers with its own message", async () => {
    const refused = await submit('element-survey', { stars: '9', remark: 'x'.repeat(21) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ stars: ['Enter a number of at most 5.'], remark: ['Use at most 20 characters.'] });

    const sent = await submit('element-survey', { stars: '4', remark: 'Quick', name: 'not a survey field' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('Thanks for rating us.');
    const contact = await t.db.selectFrom('contacts').select('fields').where('element_id', '=', 'element-survey').executeTakeFirstOrThrow();
    expect(contact.fields).toEqual({ stars: '4', remark: 'Quick' });
  });

  it('sends the fields of the section a "Submit form" button is in, and of the popup one is in, each alone', async () => {
    const section = await submit('element-section-send', {});
    expect(section.json().errors).toEqual({ name: ['This field is required.'] });

    const popup = await submit('element-popup-send', { name: 'Not asked here' });
    expect(popup.json().errors).toEqual({ email: ['This field is required.'] });
    const joined = await submit('element-popup-send', { email: 'ann@example.com' });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().message).toBe('You are on the list.');
  });

  it('refuses an element that declares nothing it sends, naming the element', async () => {
    const refused = await submit('element-name', { name: 'Ann' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.elementId).toEqual(['This form is not on the published page.']);
  });
});
