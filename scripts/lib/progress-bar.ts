// A small progress bar on stderr for long loads; silent when stderr is not a terminal except for
// a line every 10%, so CI logs stay short.
export type ProgressBar = { update: (done: number, total: number) => void; done: () => void }

export function createProgressBar(label: string, stream: NodeJS.WriteStream = process.stderr): ProgressBar {
  let lastTenth = -1
  let lastDraw = 0
  return {
    update(done, total) {
      const fraction = total > 0 ? Math.min(1, done / total) : 1
      if (stream.isTTY) {
        const now = Date.now()
        if (now - lastDraw < 100 && done < total) return
        lastDraw = now
        const width = 30
        const filled = Math.round(fraction * width)
        stream.write(`\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(fraction * 100).toFixed(0).padStart(3)}% ${done}/${total}`)
      } else {
        const tenth = Math.floor(fraction * 10)
        if (tenth !== lastTenth) {
          lastTenth = tenth
          stream.write(`${label}: ${tenth * 10}% (${done}/${total})\n`)
        }
      }
    },
    done() {
      if (stream.isTTY) stream.write('\n')
    },
  }
}
