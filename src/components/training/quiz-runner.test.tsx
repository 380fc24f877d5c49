import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n';
import type { QuizQuestion } from '@/domain/training';
import { I18nWrapper } from '@/testing/i18n-wrapper';
import { QuizRunner } from './quiz-runner';

const questions: QuizQuestion[] = [
  {
    question: 'How much does Burrata cost?',
    options: ['$12', '$16', '$15', '$34'],
    correctAnswer: 1,
    explanation: 'Burrata is listed at $16.',
  },
  {
    question: 'Which dish is vegan?',
    options: ['Hand-Cut Fries', 'Burrata', 'Short Rib', 'Salmon'],
    correctAnswer: 0,
    explanation: 'The fries are marked vegan.',
  },
];

describe('QuizRunner', () => {
  it('asks one question at a time, explains each answer and ends with the score', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    render(
      <QuizRunner title="Menu basics" questions={questions} onBack={vi.fn()} onFinish={onFinish} />,
      { wrapper: I18nWrapper },
    );

    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.queryByText('Which dish is vegan?')).toBeNull();
    expect(screen.getByRole('button', { name: 'Check answer' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: '$12' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(screen.getByText('Incorrect. The correct answer is: $16')).toBeInTheDocument();
    expect(screen.getByText('Burrata is listed at $16.')).toBeInTheDocument();
    // A checked answer is final.
    expect(screen.getByRole('radio', { name: '$16' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByRole('group', { name: 'Which dish is vegan?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Hand-Cut Fries' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Hand-Cut Fries' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(screen.getByText('The fries are marked vegan.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'See your score' }));
    expect(screen.getByText('You scored 1 of 2')).toBeInTheDocument();
    expect(onFinish).toHaveBeenCalledWith({ correct: 1, total: 2 });

    await user.click(screen.getByRole('button', { name: 'Retake quiz' }));
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '$12' })).not.toBeChecked();
  });
});

describe('QuizRunner without questions', () => {
  it('says so instead of failing', () => {
    render(<QuizRunner title="Empty" questions={[]} onBack={vi.fn()} />, { wrapper: I18nWrapper });
    expect(screen.getByText('This module has no quiz.')).toBeInTheDocument();
  });
});

describe('QuizRunner in Spanish', () => {
  it('reads its buttons, feedback and score in Spanish; the questions stay as written', async () => {
    await activateLocale('es');
    const user = userEvent.setup();
    render(<QuizRunner title="Menu basics" questions={questions} onBack={vi.fn()} />, {
      wrapper: I18nWrapper,
    });

    expect(screen.getByRole('heading', { name: 'Cuestionario: Menu basics' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a los módulos' })).toBeInTheDocument();
    expect(screen.getByText('Pregunta 1 de 2')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '$12' }));
    await user.click(screen.getByRole('button', { name: 'Comprobar respuesta' }));
    expect(screen.getByText('Incorrecto. La respuesta correcta es: $16')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente pregunta' }));
    expect(screen.getByRole('group', { name: 'Which dish is vegan?' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Hand-Cut Fries' }));
    await user.click(screen.getByRole('button', { name: 'Comprobar respuesta' }));
    expect(screen.getByText('¡Correcto!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver su puntuación' }));
    expect(screen.getByText('Obtuvo 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Repetir el cuestionario' })).toBeInTheDocument();
  });
});
