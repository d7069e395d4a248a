import 'reflect-metadata';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';

/**
 * A service token: a symbol that carries the type of the service it names. Plugins ask
 * for a service by token; the server decides which implementation stands behind it, and
 * tests swap that implementation without the code under test knowing.
 */
export type ServiceToken<T> = symbol & { readonly __service?: T };

export function createServiceToken<T>(name: string): ServiceToken<T> {
  return Symbol.for(`tessera.service.${name}`) as ServiceToken<T>;
}

export interface ServiceResolver {
  resolve<T>(token: ServiceToken<T>): T;
  isRegistered(token: ServiceToken<unknown>): boolean;
}

export interface ServiceContainer extends ServiceResolver {
  /** Puts `value` behind `token`, replacing what stood there. */
  provide<T>(token: ServiceToken<T>, value: T): this;
  /** A child whose registrations shadow this one's, e.g. for one test. */
  createChild(): ServiceContainer;
}

class TsyringeServiceContainer implements ServiceContainer {
  constructor(private readonly inner: DependencyContainer) {}

  provide<T>(token: ServiceToken<T>, value: T): this {
    this.inner.register<T>(token, { useValue: value });
    return this;
  }

  resolve<T>(token: ServiceToken<T>): T {
    if (!this.inner.isRegistered(token, true)) {
      throw new Error(`No service is registered for ${token.description ?? String(token)}`);
    }
    return this.inner.resolve<T>(token);
  }

  isRegistered(token: ServiceToken<unknown>): boolean {
    return this.inner.isRegistered(token, true);
  }

  createChild(): ServiceContainer {
    return new TsyringeServiceContainer(this.inner.createChildContainer());
  }
}

/** A fresh container; each server instance (and each test app) gets its own. */
export function createServiceContainer(): ServiceContainer {
  return new TsyringeServiceContainer(rootContainer.createChildContainer());
}
