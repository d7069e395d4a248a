import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('dependency boundaries (ARCHITECTURE.md)', () => {
  it('fails a plugin that imports @tessera/core directly', async () => {
    const messages = await restrictedImports('plugins/elements/sneaky/index.ts', "import { PluginRegistry } from '@tessera/core';\nexport const r = PluginRegistry;\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Plugins import only @tessera/sdk');
  });

  it('fails a plugin that reaches into the server or core source by path', async () => {
    const code = "import { buildApp } from '../../../server/src/app.ts';\nimport { walkElements } from '../../../core/src/document/tree-operations.ts';\nexport const x = [buildApp, walkElements];\n";
    expect(await restrictedImports('plugins/elements/sneaky/index.ts', code)).toHaveLength(2);
  });

  it('lets a plugin import the SDK and React', async () => {
    const code = "import { defineElement } from '@tessera/sdk';\nimport { TextField } from '@tessera/sdk/editor';\nimport { useState } from 'react';\nexport const x = [defineElement, TextField, useState];\n";
    expect(await restrictedImports('plugins/elements/fine/index.ts', code)).toEqual([]);
  });

  it('fails core importing React, Node built-ins or the SDK', async () => {
    const code = "import { useState } from 'react';\nimport { readFile } from 'node:fs/promises';\nimport { defineElement } from '@tessera/sdk';\nexport const x = [useState, readFile, defineElement];\n";
    expect(await restrictedImports('core/src/document/bad.ts', code)).toHaveLength(3);
  });

  it('fails the host importing the server', async () => {
    const code = "import { buildApp } from '@tessera/server';\nexport const x = buildApp;\n";
    expect(await restrictedImports('host/src/bad.ts', code)).toHaveLength(1);
  });
});
