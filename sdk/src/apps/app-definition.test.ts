import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineApp, type AppDefinition } from './app-definition.ts';
import { defineAppServer } from './app-server.ts';
import { defineSiteTemplatePart } from './site-template-part.ts';

const load = async () => ({ default: () => null });
const app = (changes: Partial<AppDefinition>): AppDefinition => ({ id: 'quiz', version: '1.0.0', label: 'Quiz', premium: false, directory: { description: 'Questions.', icon: 'circle-help' }, ...changes });

describe('defineApp', () => {
  it('accepts a well-formed app with screens of every scope and a template preview', () => {
    const screens = (['website', 'agency', 'admin', 'template', 'public'] as const).map((scope) => ({ scope, path: 'quiz', load }));
    expect(defineApp(app({ screens, templatePreview: { path: 'quiz', apiPath: 'quizzes' } })).screens).toHaveLength(5);
  });

  it('refuses mistakes at import, naming the app', () => {
    expect(() => defineApp(app({ id: 'Quiz App' }))).toThrow('App plugin "Quiz App": id must be kebab-case');
    expect(() => defineApp(app({ version: 'one' }))).toThrow('version must be semver');
    expect(() => defineApp(app({ screens: [{ scope: 'admin', path: 'quiz', load }, { scope: 'admin', path: 'quiz', load }] }))).toThrow('two screens at admin:quiz');
    expect(() => defineApp(app({ screens: [{ scope: 'admin', path: '/quiz', load }] }))).toThrow('must be relative to its scope');
    expect(() => defineApp(app({ screens: [{ scope: 'public', path: 'quiz', nav: { label: 'Quiz' }, load }] }))).toThrow('public screen quiz has no side bar entry');
    expect(() => defineApp(app({ screens: [{ scope: 'template', path: 'quiz', permission: 'pages.view', load }] }))).toThrow("template screen quiz is the admin's and takes no permission");
    expect(() => defineApp(app({ templatePreview: { path: 'quiz/:id', apiPath: 'quizzes' } }))).toThrow('templatePreview path and apiPath must each be one kebab-case address segment');
  });
});

describe('defineAppServer', () => {
  it("refuses a part of site templates without the app's id, and a migration listed twice", () => {
    const part = defineSiteTemplatePart({ appId: '', schema: z.object({}), documents: () => [], instantiate: async () => {} });
    expect(() => defineAppServer({ siteTemplate: part })).toThrow('siteTemplate needs the app id');
    const migration = { name: '0001-init', up: async () => {} };
    expect(() => defineAppServer({ migrations: [migration, migration] })).toThrow('migration "0001-init" is listed twice');
  });
});
