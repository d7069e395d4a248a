import { compileScopedCss, htmlSchema, scriptTagsSchema, z } from '@tessera/sdk';

export const CUSTOM_CSS_MAX = 20_000;

export const htmlEditorProps = z.object({
  /** Sanitised by the html-editor policy when parsed: markup and known embeds stay, scripts and handlers go. */
  html: htmlSchema('html-editor', { default: '<p>Write or paste your HTML here.</p>' }),
  customCss: z
    .string()
    .max(CUSTOM_CSS_MAX, `Custom CSS holds at most ${CUSTOM_CSS_MAX} characters`)
    .superRefine((css, ctx) => {
      const result = compileScopedCss(css, '#element');
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
    })
    .default(''),
  /**
   * Script tags run on the published page, only while the agency's plan holds "html-scripts"
   * (the server refuses a save otherwise, and the page leaves them out once the plan loses it).
   */
  scripts: scriptTagsSchema(),
});

export type HtmlEditorProps = z.infer<typeof htmlEditorProps>;
