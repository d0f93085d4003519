import { useQuery } from '@tanstack/react-query';
import { UNMEASURED_RATIO } from '../model/gallery-order.ts';

/** A picture that has not answered by then counts as unmeasured, so the grid never waits forever. */
const MEASURE_TIMEOUT_MS = 8_000;

/** The picture's width / height once it loads; a failure, a time-out or no picture count as 1. */
export function measureImageRatio(url: string): Promise<number> {
  if (!url) return Promise.resolve(UNMEASURED_RATIO);
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => resolve(UNMEASURED_RATIO), MEASURE_TIMEOUT_MS);
    const settle = (ratio: number) => {
      clearTimeout(timer);
      resolve(ratio);
    };
    image.onload = () =>
      settle(image.naturalHeight > 0 ? image.naturalWidth / image.naturalHeight : UNMEASURED_RATIO);
    image.onerror = () => settle(UNMEASURED_RATIO);
    image.src = url;
  });
}

/** Every picture's ratio by URL, once all are measured (undefined until then, or when not enabled). */
export function useImageRatios(urls: readonly string[], enabled: boolean) {
  const { data } = useQuery({
    queryKey: ['galleryImageRatios', urls],
    queryFn: async () => {
      const ratios = await Promise.all(urls.map(measureImageRatio));
      return new Map(urls.map((url, index) => [url, ratios[index] ?? UNMEASURED_RATIO]));
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data;
}
