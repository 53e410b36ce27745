// Types for parse-prometheus-text-format (it ships none): prom2json's shape.
declare module 'parse-prometheus-text-format' {
  export type PrometheusSample = {
    labels?: Record<string, string>;
    value?: string;
    /** Histograms: upper bound → cumulative count, and their count and sum. */
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  };
  export type PrometheusFamily = {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: PrometheusSample[];
  };
  export default function parsePrometheusTextFormat(text: string): PrometheusFamily[];
}
