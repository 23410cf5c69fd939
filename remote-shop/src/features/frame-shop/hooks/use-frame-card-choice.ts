import { useEffect, useRef, useState } from 'react';
import { cart, validateFrameSelection } from '@citylens/shared';
import type { Frame, FrameColor } from '@citylens/shared/contracts';
import { colorLabel } from '../../../lib/frame-display';
import { quantityValue } from '../components/QuantityStepper';

/** Spec §9: a frame card's message clears after 3 s. */
export const FRAME_MESSAGE_MS = 3000;

interface Message {
  text: string;
  tone: 'success' | 'error';
}

/**
 * A frame card's colour and quantity, Add to cart, and the card's message about it (cleared
 * after a few seconds, or once a colour answers "Please select a color").
 */
export function useFrameCardChoice(frame: Frame) {
  const [color, setColor] = useState<FrameColor | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [message, setMessage] = useState<Message | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: Message) => {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(null), FRAME_MESSAGE_MS);
  };

  const quantityNumber = quantityValue(quantity);

  // A colour answers "Please select a color": an error about the choice goes once it changes.
  const chooseColor = (next: FrameColor) => {
    setColor(next);
    if (message?.tone === 'error') {
      clearTimeout(timer.current);
      setMessage(null);
    }
  };

  const addToCart = () => {
    const problem = validateFrameSelection({ frame, color, quantity: quantityNumber });
    if (problem || !color) {
      show({ text: problem ?? 'Please select a color to add to cart', tone: 'error' });
      return;
    }
    const result = cart.add(frame, color, quantityNumber);
    if (!result.ok) {
      show({ text: result.message, tone: 'error' });
      return;
    }
    show({
      text: `Added ${quantityNumber} × ${frame.name} (${colorLabel[color]}) to your cart`,
      tone: 'success',
    });
  };

  return { color, chooseColor, quantity, setQuantity, message, addToCart };
}
