/** Split Nim: replace a heap by two smaller ones; its heaps are worth the odious numbers. */
package io.github.grundy.variants.split;
