import { expect, type APIRequestContext } from '@playwright/test';

type Bundle = { readonly [key: string]: string | Bundle };

/** The texts of one language as the server serves them to the app; `t('routes.doctors')`. */
export async function translationsOf(
  request: APIRequestContext,
  language: string,
): Promise<(key: string) => string> {
  const response = await request.get(`/assets/webLangs/${language}/translate.json`);
  expect(response.ok()).toBe(true);
  const bundle = (await response.json()) as Bundle;
  return (key) => {
    const text = key
      .split('.')
      .reduce<string | Bundle | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        bundle,
      );
    if (typeof text !== 'string') throw new Error(`The ${language} bundle has no text ${key}`);
    return text;
  };
}
