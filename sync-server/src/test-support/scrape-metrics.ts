// Reads a server's /metrics as Prometheus would: the text format, parsed by a Prometheus text
// parser, with lookups by metric name and labels. That parser merges the series of a histogram
// with labels into one, dropping the labels; so a histogram's TYPE line is left out and its
// series are read as the plain samples they are: `<name>_bucket{…,le="…"}`, `<name>_count{…}`,
// `<name>_sum{…}`, each with its labels.
import parsePrometheusTextFormat, {
  type PrometheusFamily,
  type PrometheusSample,
} from 'parse-prometheus-text-format';

export type Scrape = {
  families: PrometheusFamily[];
  /** The samples of `name` whose labels include `labels`. */
  samples: (name: string, labels?: Record<string, string>) => PrometheusSample[];
  /** The value of the one sample of `name` with `labels` (counters, gauges); 0 when absent. */
  value: (name: string, labels?: Record<string, string>) => number;
};

export async function scrapeMetrics(url: string, token: string): Promise<Scrape> {
  const response = await fetch(new URL('/metrics', url), {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  const text = (await response.text()).replace(/^# TYPE \S+ histogram\n/gm, '');
  const families = parsePrometheusTextFormat(text);
  const samples = (name: string, labels: Record<string, string> = {}) =>
    families
      .filter((family) => family.name === name) // a histogram's series come label set by label set
      .flatMap((family) => family.metrics)
      .filter((sample) =>
        Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value),
      );
  return {
    families,
    samples,
    value: (name, labels) => Number(samples(name, labels)[0]?.value ?? 0),
  };
}
