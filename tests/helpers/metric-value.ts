// What /metrics would show for one series right now (prom-client's default registry, as the app uses).
import client from 'prom-client'

export async function readMetricValue(name: string, labels: Record<string, string>): Promise<number> {
  const metric = client.register.getSingleMetric(name)
  if (!metric) return 0
  const { values } = await metric.get()
  return values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l))?.value ?? 0
}
