import type { ResourceGateway, ResourceLoadArgs } from '../../../src/application/resources/resource-gateway';
import type { ResourceKey } from '../../../src/application/resources/resource-key';
import type { ResourceValue } from '../../../src/application/resources/resource-values';
import type { AppError } from '../../../src/domain/errors/app-error';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type { Answer } from './scripted-call';

type AnyResponder = (params: unknown) => Answer<unknown> | Promise<Answer<unknown>>;

/**
 * The catalogue's reads in memory: each key answers what the test scripted for it, an empty list
 * otherwise. Every call is recorded with its key and parameters.
 */
export class FakeResourceGateway implements ResourceGateway {
  readonly calls: { readonly key: ResourceKey; readonly params: unknown }[] = [];
  private readonly responders = new Map<ResourceKey, AnyResponder>();

  respondsWith<Key extends ResourceKey>(
    key: Key,
    responder: (params: unknown) => Answer<ResourceValue<Key>> | Promise<Answer<ResourceValue<Key>>>,
  ): this {
    this.responders.set(key, responder);
    return this;
  }

  succeeds<Key extends ResourceKey>(key: Key, value: ResourceValue<Key>): this {
    return this.respondsWith(key, () => ok(value));
  }

  fails(key: ResourceKey, error: AppError): this {
    this.responders.set(key, () => err(error));
    return this;
  }

  async load<Key extends ResourceKey>(
    key: Key,
    ...params: ResourceLoadArgs<Key>
  ): Promise<Result<ResourceValue<Key>, AppError>> {
    this.calls.push({ key, params: params[0] });
    const responder = this.responders.get(key);
    const answer = responder === undefined ? ok([]) : await responder(params[0]);
    return answer as Result<ResourceValue<Key>, AppError>;
  }
}
