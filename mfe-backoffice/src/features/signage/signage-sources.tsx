import { createContext, useContext, useMemo } from 'react';
import type {
  Category,
  Image,
  ImageTemplate,
  Menu,
  Product,
  SignageSegment,
  Upload,
} from '@bestellwerk/domain';
import { useApiQuery, type ApiQuery } from '@bestellwerk/client';

/** What the signage screens pick from and preview with: the catalog and the media lists. */
export interface SignageSources {
  menus: readonly Menu[];
  categories: readonly Category[];
  products: readonly Product[];
  images: readonly Image[];
  uploads: readonly Upload[];
  imageTemplates: readonly ImageTemplate[];
}

export const EMPTY_SIGNAGE_SOURCES: SignageSources = {
  menus: [],
  categories: [],
  products: [],
  images: [],
  uploads: [],
  imageTemplates: [],
};

/** The lists of the screen around a control (empty outside a signage screen). */
export const SignageSourcesContext = createContext<SignageSources>(EMPTY_SIGNAGE_SOURCES);

/** The lists the controls and the preview of the screen around them read. */
export const useSignageSources = (): SignageSources => useContext(SignageSourcesContext);

const dataOf = <T,>(query: ApiQuery<T[]>): T[] => (query.status === 'done' ? query.data : []);

/**
 * The catalog (menus, categories, products) and the media lists (images, uploads, image
 * templates), each loaded once for the screen; a list that fails stays empty and is named in
 * `failed`.
 */
export function useSignageSourcesQuery(): { sources: SignageSources; failed: string[] } {
  const menus = useApiQuery((api, signal) => api.get('/menus', { signal }), []);
  const categories = useApiQuery((api, signal) => api.get('/categories', { signal }), []);
  const products = useApiQuery((api, signal) => api.get('/products', { signal }), []);
  const images = useApiQuery((api, signal) => api.get('/images', { signal }), []);
  const uploads = useApiQuery((api, signal) => api.get('/uploads', { signal }), []);
  const imageTemplates = useApiQuery((api, signal) => api.get('/image-templates', { signal }), []);
  return useMemo(() => {
    const named = [
      ['Produktkataloge', menus],
      ['Kategorien', categories],
      ['Produkte', products],
      ['Bilder', images],
      ['Dateien', uploads],
      ['Bildvorlagen', imageTemplates],
    ] as const;
    return {
      sources: {
        menus: dataOf(menus),
        categories: dataOf(categories),
        products: dataOf(products),
        images: dataOf(images),
        uploads: dataOf(uploads),
        imageTemplates: dataOf(imageTemplates),
      },
      failed: named.filter(([, query]) => query.status === 'error').map(([name]) => name),
    };
  }, [menus, categories, products, images, uploads, imageTemplates]);
}

/** Every segment (for a stream's playlist and a TV's current segment), loaded once. */
export function useSignageSegments(): ApiQuery<SignageSegment[]> {
  return useApiQuery((api, signal) => api.get('/digital-signage-segments', { signal }), []);
}
