'use client'
// A ticket class's quantity: two buttons and the number between them, which is announced when it changes.
import { useCheckoutMessages } from './checkout-messages-context'
import styles from './checkout.module.css'

export type QuantityStepperProps = {
  name: string
  value: number
  canDecrease: boolean
  canIncrease: boolean
  onStep: (direction: 1 | -1) => void
}

export function QuantityStepper({ name, value, canDecrease, canIncrease, onStep }: QuantityStepperProps) {
  const m = useCheckoutMessages()
  return (
    <div className={styles.stepper} role="group" aria-label={m.quantityLabel(name)}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={m.decrease(name)}
        disabled={!canDecrease}
        onClick={() => onStep(-1)}
      >
        −
      </button>
      <output className={styles.quantity} aria-live="polite" aria-label={m.quantityLabel(name)}>
        {value}
      </output>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={m.increase(name)}
        disabled={!canIncrease}
        onClick={() => onStep(1)}
      >
        +
      </button>
    </div>
  )
}
