import type { Branch, BranchAdmin, Product } from '@bestellwerk/domain';
import { ApiData, ApiDataList, ApiNoData, type SchemaOf } from './decorators.js';

/** Where @nestjs/swagger keeps a handler's responses (DECORATORS.API_RESPONSE). */
const API_RESPONSE = 'swagger/apiResponse';

// The checks that matter happen in the typecheck (npm run typecheck): each @ts-expect-error
// below is a decorator that does not fit its handler.
class Handlers {
  @ApiData('Product', { status: 201 })
  product(): Promise<Product> {
    return Promise.resolve({} as Product);
  }

  @ApiDataList('Product')
  products(): Product[] {
    return [];
  }

  @ApiNoData()
  nothing(): Promise<null> {
    return Promise.resolve(null);
  }

  // @ts-expect-error the handler answers a product, not a menu
  @ApiData('Menu')
  wrongSchema(): Promise<Product> {
    return Promise.resolve({} as Product);
  }

  // @ts-expect-error the list decorator on a handler answering one product
  @ApiDataList('Product')
  notAList(): Promise<Product> {
    return Promise.resolve({} as Product);
  }

  // @ts-expect-error a narrower type than the schema (an admin's branch) is another type
  @ApiData('Branch')
  narrower(): Promise<BranchAdmin> {
    return Promise.resolve({} as BranchAdmin);
  }
}

// A CRUD resource names the schema of its contract type only.
const branchSchema: SchemaOf<Branch> = 'Branch';
// @ts-expect-error Branch is not what a product resource answers
const wrongResourceSchema: SchemaOf<Product> = 'Branch';

describe('answer decorators', () => {
  const responses = (method: keyof Handlers) =>
    Reflect.getMetadata(API_RESPONSE, Handlers.prototype[method]) as Record<
      string,
      { schema: unknown }
    >;

  it('describe the { data } envelope around the named schema', () => {
    expect(responses('product')['201'].schema).toEqual({
      type: 'object',
      required: ['data'],
      properties: { data: { $ref: '#/components/schemas/Product' } },
    });
    expect(responses('products')['200'].schema).toEqual({
      type: 'object',
      required: ['data'],
      properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Product' } } },
    });
    expect(responses('nothing')['200'].schema).toEqual({
      type: 'object',
      required: ['data'],
      properties: { data: { type: 'null' } },
    });
    expect([branchSchema, wrongResourceSchema]).toEqual(['Branch', 'Branch']);
  });
});
