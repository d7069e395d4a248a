/**
 * The templates migration 0200 seeds, so "create from a template" works before the admin
 * template screens exist. Frozen with the migration: later template changes are new rows,
 * never edits here. Node ids are placeholders; every copy gets fresh ones.
 */

const section = (n: number, elements: { key: string; props: Record<string, unknown> }[]) => ({
  id: `section-starter${n}`,
  key: 'section',
  options: {},
  rows: [
    {
      id: `row-starter${n}`,
      key: 'row',
      options: {},
      columns: [
        {
          id: `column-starter${n}`,
          key: 'column',
          options: { width: 100 },
          elements: elements.map((element, index) => ({ id: `element-starter${n}x${index}`, ...element })),
        },
      ],
    },
  ],
});

const homeDesign = {
  schemaVersion: 1,
  sections: [
    section(1, [
      { key: 'headline', props: { text: 'Grow your business with us', tag: 'h1' } },
      { key: 'paragraph', props: { content: '<p>Tell visitors in one sentence what you do and for whom.</p>' } },
      { key: 'button', props: { button: { Text: 'Get in touch', PageId: 2 } } },
    ]),
    section(2, [
      { key: 'headline', props: { text: 'What we offer', tag: 'h2' } },
      { key: 'paragraph', props: { content: '<p>Describe your three main services here.</p>' } },
    ]),
  ],
};

const contactDesign = {
  schemaVersion: 1,
  sections: [
    section(3, [
      { key: 'headline', props: { text: 'Contact us', tag: 'h1' } },
      { key: 'form', props: {} },
    ]),
  ],
};

export const STARTER_SITE_TEMPLATE = {
  name: 'Starter business site',
  description: 'A home page and a contact page with a lead form, a main menu and a contact form.',
  category: 'Business',
  content: {
    settings: { lang: 'en', legals: { privacy: 'Privacy policy', service: 'Terms of service' } },
    // `ref` numbers stand for the pages in menus and in page links (PageId) until real ids exist.
    pages: [
      { ref: 1, name: 'Home', unique_name: 'home', title: 'Home', description: '', home: true, design: homeDesign },
      { ref: 2, name: 'Contact', unique_name: 'contact', title: 'Contact us', description: '', home: false, design: contactDesign },
    ],
    forms: [
      {
        name: 'Contact form',
        config: {
          fields: [
            { name: 'fullName', label: 'Full name', type: 'text', required: true },
            { name: 'email', label: 'Email', type: 'email', required: true },
            { name: 'phone', label: 'Phone', type: 'phone', required: false },
          ],
          submit: { action: 'message', message: 'Thank you! We will be in touch soon.' },
        },
      },
    ],
    menus: [
      {
        name: 'Main menu',
        items: [
          { label: 'Home', page_id: 1 },
          { label: 'Contact', page_id: 2 },
        ],
      },
    ],
  },
};

export const STARTER_PAGE_TEMPLATE = {
  name: 'Simple landing page',
  category: 'Lead generation',
  design: {
    schemaVersion: 1,
    sections: [
      section(1, [
        { key: 'headline', props: { text: 'A headline that names the benefit', tag: 'h1' } },
        { key: 'paragraph', props: { content: '<p>One or two sentences that back the headline up.</p>' } },
        { key: 'form', props: {} },
      ]),
    ],
  },
};
