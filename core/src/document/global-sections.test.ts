import { describe, expect, it } from 'vitest';
import { fillGlobalSections, framedByGlobalSections, globalSectionsChanged, splitGlobalSections, withGlobalReference, type GlobalSections } from './global-sections.ts';
import { createElementNode, createRowNode, createSectionNode } from './node-factories.ts';
import type { PageDocument, SectionNode } from './page-document.ts';

function sectionWithText(key: string, text: string, id: string): SectionNode {
  const row = createRowNode([100]);
  row.columns[0]!.elements.push(createElementNode('headline', { text }));
  return { ...createSectionNode(key, [row]), id };
}

const headerOf = (text: string, id = 'section-top'): SectionNode => ({ ...sectionWithText('header', text, id), global: 'header' });
const footerOf = (text: string, id = 'section-bottom'): SectionNode => ({ ...sectionWithText('footer', text, id), global: 'footer' });
const textsOf = (section: SectionNode | undefined) => section?.rows.flatMap((row) => row.columns.flatMap((column) => column.elements.map((element) => element.props.text)));

describe('global sections', () => {
  it('a saved page keeps references only, and its header and footer go to the website', () => {
    const body = sectionWithText('section', 'Welcome', 'section-body');
    const { document, globals } = splitGlobalSections({ schemaVersion: 1, sections: [headerOf('Acme'), body, footerOf('© Acme')] });
    expect(document.sections.map((section) => [section.id, section.global, section.rows.length])).toEqual([
      ['section-top', 'header', 0],
      ['section-body', undefined, 1],
      ['section-bottom', 'footer', 0],
    ]);
    expect(textsOf(globals.header)).toEqual(['Acme']);
    expect(textsOf(globals.footer)).toEqual(['© Acme']);
    expect(globals.header?.global).toBeUndefined();
  });

  it('another page opened in the designer shows the website header, under its own section id', () => {
    const { globals } = splitGlobalSections({ schemaVersion: 1, sections: [headerOf('Acme edited')] });
    const other: PageDocument = { schemaVersion: 1, sections: [{ id: 'section-theirs', key: 'header', options: {}, global: 'header', rows: [] }, sectionWithText('section', 'About us', 'section-about')] };
    const filled = fillGlobalSections(other, globals);
    expect(filled.sections[0]!.id).toBe('section-theirs');
    expect(filled.sections[0]!.global).toBe('header');
    expect(textsOf(filled.sections[0])).toEqual(['Acme edited']);
    expect(textsOf(filled.sections[1])).toEqual(['About us']);
    // Filling and splitting again gives back what was stored.
    expect(splitGlobalSections(filled).document).toEqual(other);
  });

  it('a second header marked global (a duplicate) stays the page’s own section, with its content', () => {
    const { document, globals, changed } = splitGlobalSections({ schemaVersion: 1, sections: [headerOf('First', 'section-a'), headerOf('Copy', 'section-b')] });
    expect(changed).toBe(true);
    expect(textsOf(globals.header)).toEqual(['First']);
    expect(document.sections[1]!.global).toBeUndefined();
    expect(textsOf(document.sections[1])).toEqual(['Copy']);
  });

  it('a reference the website holds nothing for stays an empty section', () => {
    const doc: PageDocument = { schemaVersion: 1, sections: [{ id: 'section-x', key: 'footer', options: {}, global: 'footer', rows: [] }] };
    expect(fillGlobalSections(doc, {})).toBe(doc);
  });

  it('"use on every page" puts a reference in place of a page’s own header and last footer, or adds one', () => {
    const globals: GlobalSections = { header: sectionWithText('header', 'Acme', 'section-h'), footer: sectionWithText('footer', 'Bye', 'section-f') };
    const own: PageDocument = {
      schemaVersion: 1,
      sections: [sectionWithText('header', 'Old', 'section-old'), sectionWithText('footer', 'Old 1', 'section-f1'), sectionWithText('footer', 'Old 2', 'section-f2')],
    };
    const withHeader = withGlobalReference(own, 'header', globals.header!, () => 'section-new');
    expect(withHeader.sections.map((section) => [section.id, section.global ?? null])).toEqual([
      ['section-old', 'header'],
      ['section-f1', null],
      ['section-f2', null],
    ]);
    const withFooter = withGlobalReference(withHeader, 'footer', globals.footer!, () => 'section-new');
    expect(withFooter.sections.at(-1)).toMatchObject({ id: 'section-f2', global: 'footer', rows: [] });

    const bare: PageDocument = { schemaVersion: 1, sections: [sectionWithText('section', 'Body', 'section-body')] };
    const framed = withGlobalReference(withGlobalReference(bare, 'header', globals.header!, () => 'section-n1'), 'footer', globals.footer!, () => 'section-n2');
    expect(framed.sections.map((section) => section.id)).toEqual(['section-n1', 'section-body', 'section-n2']);
    expect(withGlobalReference(framed, 'header', globals.header!, () => 'section-n3')).toBe(framed);
  });

  it('an app page is framed by the header and footer the website has', () => {
    const post: PageDocument = { schemaVersion: 1, sections: [sectionWithText('section', 'Post', 'section-post')] };
    const framed = fillGlobalSections(framedByGlobalSections(post, { header: sectionWithText('header', 'Acme', 'section-h') }), { header: sectionWithText('header', 'Acme', 'section-h') });
    expect(framed.sections.map((section) => textsOf(section))).toEqual([['Acme'], ['Post']]);
    expect(framedByGlobalSections(post, {})).toBe(post);
  });

  it('tells a changed header from the same one stored with its keys in another order', () => {
    const header = sectionWithText('header', 'Acme', 'section-h');
    const reordered = JSON.parse(JSON.stringify({ rows: header.rows, options: header.options, key: header.key, id: header.id })) as SectionNode;
    expect(globalSectionsChanged({ header }, { header: reordered })).toBe(false);
    expect(globalSectionsChanged({ header }, { header: sectionWithText('header', 'Acme!', 'section-h') })).toBe(true);
    expect(globalSectionsChanged({}, { footer: header })).toBe(true);
  });
});
