/** A page document of one section holding one Headline, its node ids ending in `suffix`, as a designer would send it. */
export function headlineDesign(text: string, suffix = 't1') {
  return {
    schemaVersion: 1,
    sections: [
      {
        id: `section-${suffix}`,
        key: 'section',
        options: {},
        rows: [
          {
            id: `row-${suffix}`,
            key: 'row',
            options: {},
            columns: [{ id: `column-${suffix}`, key: 'column', options: { width: 100 }, elements: [{ id: `element-${suffix}`, key: 'headline', props: { text } }] }],
          },
        ],
      },
    ],
  };
}
