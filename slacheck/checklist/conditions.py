"""The checklist condition language: a small, safe expression language (never ``eval``).

Rules are data a lawyer can read (SPEC §4), so conditions are written as text such as
``rack_power_kw >= 20`` or ``gpu_count < 1000 or interconnect == "infiniband"``. This module
tokenizes and parses that text by hand (recursive descent) into a tree, type-checks it against
the SPEC §1 vocabulary, and evaluates it in three-valued logic: a comparison on a term the
contract does not state is *unknown*, so a rule is decided on what is known and says so.

Grammar (lowest precedence first)::

    expr       := and_expr ("or" and_expr)*
    and_expr   := not_expr ("and" not_expr)*
    not_expr   := "not" not_expr | comparison
    comparison := "stated" "(" KEY ")"
                | KEY ("is" ["not"] ("missing" | "stated"))
                | KEY ["not"] "in" "[" literal ("," literal)* "]"
                | KEY (">=" | "<=" | ">" | "<" | "==" | "!=") literal
                | KEY                       # a boolean term that is true
                | "true" | "false"
                | "(" expr ")"
    literal    := NUMBER | STRING | "true" | "false"
"""

from __future__ import annotations

import re
import typing
from dataclasses import dataclass, field, replace
from decimal import Decimal, InvalidOperation
from typing import Any, Callable, Union

from ..models import ContractTerms, TERM_KEYS
from ..words import counted

Tri = Union[bool, None]  # True, False, or None for "unknown"

KEYWORDS = {"and", "or", "not", "in", "is", "missing", "stated", "true", "false"}
# Conditions are read from files anyone can send; these bounds keep parsing and evaluation
# small (a deep `((((` or `not not not` would otherwise exhaust the recursion limit).
MAX_CONDITION_CHARS = 4000
MAX_NESTING = 32          # parentheses and `not`s inside one another
MAX_NUMBER_DIGITS = 16    # a literal beyond this is no contract quantity (and not exact as a float)
COMPARISONS = (">=", "<=", "==", "!=", ">", "<")

TOKEN_RE = re.compile(
    r"""
    (?P<space>\s+)
  | (?P<number>-?\d+(?:\.\d+)?)
  | (?P<string>"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')
  | (?P<op>>=|<=|==|!=|>|<)
  | (?P<punct>[()\[\],])
  | (?P<name>[A-Za-z_][A-Za-z0-9_]*)
    """,
    re.VERBOSE,
)


class ConditionError(ValueError):
    """A condition that cannot be parsed or names an unknown term; ``column`` is 1-based."""

    def __init__(self, message: str, column: int):
        self.message = message
        self.column = column
        super().__init__(f"{message} (column {column})")


@dataclass(frozen=True)
class Token:
    kind: str  # number, string, op, punct, name, end
    text: str
    column: int  # 1-based
    value: Any = None


def tokenize(source: str) -> list[Token]:
    """Split a condition into tokens; any character outside the language is an error."""
    tokens: list[Token] = []
    pos = 0
    while pos < len(source):
        match = TOKEN_RE.match(source, pos)
        if match is None:
            raise ConditionError(f"unexpected character {source[pos]!r}", pos + 1)
        kind = match.lastgroup
        text = match.group()
        if kind == "number":
            if sum(ch.isdigit() for ch in text) > MAX_NUMBER_DIGITS:
                raise ConditionError(f"number {text[:20]}... has more than {MAX_NUMBER_DIGITS} digits", pos + 1)
            tokens.append(Token("number", text, pos + 1, Decimal(text)))
        elif kind == "string":
            body = text[1:-1]
            tokens.append(Token("string", text, pos + 1, re.sub(r"\\(.)", r"\1", body)))
        elif kind != "space":
            tokens.append(Token(kind, text, pos + 1))
        pos = match.end()
    tokens.append(Token("end", "", len(source) + 1))
    return tokens


# --------------------------------------------------------------------------- the tree


@dataclass(frozen=True)
class Literal:
    value: Any  # Decimal, str or bool


@dataclass(frozen=True)
class Compare:
    key: str
    op: str
    literal: Literal


@dataclass(frozen=True)
class In:
    key: str
    values: tuple[Literal, ...]
    negated: bool = False


@dataclass(frozen=True)
class Stated:
    key: str
    negated: bool = False  # `key is missing`


@dataclass(frozen=True)
class IsTrue:
    key: str  # a bare boolean term


@dataclass(frozen=True)
class Const:
    value: bool


@dataclass(frozen=True)
class Not:
    operand: "Node"


@dataclass(frozen=True)
class BoolOp:
    op: str  # "and" | "or"
    operands: tuple["Node", ...]


Node = Union[Compare, In, Stated, IsTrue, Const, Not, BoolOp]


@dataclass(frozen=True)
class Condition:
    """A parsed condition with its source text and the term keys it reads."""

    source: str
    tree: Node
    keys: tuple[str, ...]

    @property
    def asks_stated(self) -> frozenset[str]:
        """The keys the condition asks whether the contract states (``stated(key)``, ``key is missing``): their absence
        is one of its own facts, which its trace says, no term it is decided without."""
        return frozenset(_stated_keys(self.tree))


def _stated_keys(node: Node):
    if isinstance(node, Stated):
        yield node.key
    elif isinstance(node, Not):
        yield from _stated_keys(node.operand)
    elif isinstance(node, BoolOp):
        for operand in node.operands:
            yield from _stated_keys(operand)


# --------------------------------------------------------------------------- types of the keys


def _kind_of(annotation: Any) -> tuple[str, tuple[str, ...]]:
    """('number'|'string'|'bool'|'list', allowed string values) for a ContractTerms field."""
    args = [a for a in typing.get_args(annotation) if a is not type(None)]
    inner = args[0] if args else annotation
    if typing.get_origin(inner) is typing.Literal:
        return "string", tuple(typing.get_args(inner))
    if inner is bool:
        return "bool", ()
    if inner in (int, float):
        return "number", ()
    if inner is str:
        return "string", ()
    return "list", ()


KEY_KINDS: dict[str, tuple[str, tuple[str, ...]]] = {
    name: _kind_of(info.annotation) for name, info in ContractTerms.model_fields.items()
}


# --------------------------------------------------------------------------- parser


class Parser:
    """Recursive descent over the token list; each method parses one grammar rule."""

    def __init__(self, source: str):
        self.source = source
        self.tokens = tokenize(source)
        self.pos = 0
        self.depth = 0
        self.keys: list[str] = []

    def nest(self, token: Token) -> None:
        """One level deeper (a parenthesis or a `not`); too deep is an error, not a RecursionError."""
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise ConditionError(f"nested deeper than {MAX_NESTING} levels", token.column)

    def peek(self, offset: int = 0) -> Token:
        return self.tokens[min(self.pos + offset, len(self.tokens) - 1)]

    def take(self) -> Token:
        token = self.tokens[self.pos]
        self.pos = min(self.pos + 1, len(self.tokens) - 1)
        return token

    def is_word(self, word: str, offset: int = 0) -> bool:
        token = self.peek(offset)
        return token.kind == "name" and token.text == word

    def expect(self, kind: str, text: str | None = None) -> Token:
        token = self.peek()
        if token.kind != kind or (text is not None and token.text != text):
            wanted = repr(text) if text else kind
            raise ConditionError(f"expected {wanted}, found {describe(token)}", token.column)
        return self.take()

    def parse(self) -> Condition:
        if self.peek().kind == "end":
            raise ConditionError("empty condition", 1)
        tree = self.parse_or()
        if self.peek().kind != "end":
            token = self.peek()
            raise ConditionError(f"unexpected {describe(token)}", token.column)
        return Condition(self.source, tree, tuple(dict.fromkeys(self.keys)))

    def parse_or(self) -> Node:
        return self.parse_joined("or", self.parse_and)

    def parse_and(self) -> Node:
        return self.parse_joined("and", self.parse_not)

    def parse_joined(self, word: str, parse_operand) -> Node:
        """Operands (each read by ``parse_operand``) joined by ``word``: one operand alone, or their BoolOp."""
        operands = [parse_operand()]
        while self.is_word(word):
            self.take()
            operands.append(parse_operand())
        return operands[0] if len(operands) == 1 else BoolOp(word, tuple(operands))

    def parse_not(self) -> Node:
        if self.is_word("not"):
            self.nest(self.take())
            inner = self.parse_not()
            self.depth -= 1
            return Not(inner)
        return self.parse_comparison()

    def parse_comparison(self) -> Node:
        token = self.peek()
        if token.kind == "punct" and token.text == "(":
            self.nest(self.take())
            inner = self.parse_or()
            self.expect("punct", ")")
            self.depth -= 1
            return inner
        if self.is_word("true") or self.is_word("false"):
            self.take()
            return Const(token.text == "true")
        if self.is_word("stated") and self.peek(1).text == "(":
            self.take()
            self.take()
            key = self.parse_key()
            self.expect("punct", ")")
            return Stated(key)
        if token.kind != "name" or token.text in KEYWORDS:
            raise ConditionError(f"expected a term key, found {describe(token)}", token.column)
        key_token = token
        key = self.parse_key()
        kind, allowed = KEY_KINDS[key]
        nxt = self.peek()
        if self.is_word("is"):
            self.take()
            negated = False
            if self.is_word("not"):
                self.take()
                negated = True
            word = self.expect("name")
            if word.text not in ("missing", "stated"):
                raise ConditionError(f"expected 'missing' or 'stated' after 'is', found {describe(word)}", word.column)
            is_missing = word.text == "missing"
            return Stated(key, negated=is_missing != negated)
        if self.is_word("in") or (self.is_word("not") and self.is_word("in", 1)):
            negated = self.is_word("not")
            if negated:
                self.take()
            self.take()
            self.expect("punct", "[")
            values = [self.parse_literal(key, kind, allowed)]
            while self.peek().text == ",":
                self.take()
                values.append(self.parse_literal(key, kind, allowed))
            self.expect("punct", "]")
            return In(key, tuple(values), negated)
        if nxt.kind == "op":
            op = self.take().text
            literal = self.parse_literal(key, kind, allowed)
            if op in (">=", "<=", ">", "<") and kind != "number":
                raise ConditionError(f"'{op}' needs a number, but {key} is a {kind}", nxt.column)
            return Compare(key, op, literal)
        if kind != "bool":
            raise ConditionError(
                f"{key} is a {kind}: compare it (e.g. {key} == ...) or test stated({key})", key_token.column
            )
        return IsTrue(key)

    def parse_key(self) -> str:
        token = self.expect("name")
        if token.text not in TERM_KEYS:
            raise ConditionError(f"unknown term key '{token.text}'", token.column)
        self.keys.append(token.text)
        return token.text

    def parse_literal(self, key: str, kind: str, allowed: tuple[str, ...]) -> Literal:
        token = self.take()
        if token.kind == "number":
            value: Any = token.value
            got = "number"
        elif token.kind == "string":
            value, got = token.value, "string"
        elif token.kind == "name" and token.text in ("true", "false"):
            value, got = token.text == "true", "bool"
        else:
            raise ConditionError(f"expected a value, found {describe(token)}", token.column)
        if kind in ("number", "string", "bool") and got != kind:
            raise ConditionError(f"{key} is a {kind}, not a {got}", token.column)
        if allowed and value.casefold() not in {a.casefold() for a in allowed}:
            choices = ", ".join(f'"{a}"' for a in allowed)
            raise ConditionError(f'{key} is never "{value}" (one of {choices})', token.column)
        return Literal(value)


def describe(token: Token) -> str:
    return "end of condition" if token.kind == "end" else repr(token.text)


def parse_condition(source: str) -> Condition:
    """Parse a condition; raises ConditionError with the column of the problem."""
    if not isinstance(source, str):
        raise ConditionError("a condition must be text", 1)
    if len(source) > MAX_CONDITION_CHARS:
        raise ConditionError(f"condition is {len(source):,} characters long (limit {MAX_CONDITION_CHARS:,})", 1)
    return Parser(source).parse()


# --------------------------------------------------------------------------- evaluation


@dataclass
class Known:
    """What the evaluator knows about one term: its value and a short 'where' (page)."""

    value: Any
    where: str = ""
    # the value is only the least the term can be, ``most`` the most (None: no most): a time counted in working days
    # ("25 business days" is 25 calendar days or more, ``Term.counted_in``); a comparison on it is decided only where
    # every value between decides it alike, else unknown
    least: bool = False
    most: Any = None


@dataclass(frozen=True)
class Fact:
    """One comparison as evaluated, for sentences a person reads (``reasons.py``).

    ``test`` is the operator (``>=`` … ``!=``), ``in``/``not in``, ``true`` (a boolean term),
    ``stated``/``missing``, ``unknown`` (the term is not stated) or ``incomparable``.
    """

    key: str
    test: str
    value: Any = None
    limit: Any = None  # the literal compared with (a list for `in`)
    result: Tri = None
    # one of the alternatives of an `or` none of which holds: its literal is where the alternative turns, no limit the
    # term is held to ("rack_power_kw <= 30 or cooling in [liquid]": 32 kW is above 30 kW, not over an allowed most)
    branch: bool = False


@dataclass
class Evaluation:
    result: Tri
    trace: list[str] = field(default_factory=list)  # the comparisons that decided it
    unknown_keys: list[str] = field(default_factory=list)
    facts: list[Fact] = field(default_factory=list)  # the same comparisons, as data


def evaluate(condition: Condition, known: dict[str, Known]) -> Evaluation:
    """Evaluate in Kleene three-valued logic; short-circuits once the result is certain."""
    out = Evaluation(result=None)
    out.result = _eval(condition.tree, known, out)
    return out


def _eval(node: Node, known: dict[str, Known], out: Evaluation) -> Tri:
    if isinstance(node, Const):
        return node.value
    if isinstance(node, Not):
        inner = _eval(node.operand, known, out)
        return None if inner is None else not inner
    if isinstance(node, BoolOp):
        decisive = node.op == "or"  # True decides an `or`, False decides an `and`
        saw_unknown = False
        first = len(out.facts)
        for operand in node.operands:
            own = len(out.facts)
            value = _eval(operand, known, out)
            if value is decisive:
                # the operand that decided it is what the finding's reason says: "the contract states the downtime
                # compensated (50×)", not also "the credit tiers is not stated" of the alternatives before it
                del out.facts[first:own]
                return decisive
            saw_unknown = saw_unknown or value is None
        if not saw_unknown and node.op == "or":
            out.facts[first:] = [replace(f, branch=True) for f in out.facts[first:]]
        return None if saw_unknown else not decisive
    if isinstance(node, Stated):
        term = known.get(node.key)
        present = term is not None
        out.trace.append(f"{node.key} is stated{term.where}" if present else f"{node.key} is not stated")
        out.facts.append(Fact(node.key, "stated" if present else "missing", term.value if present else None,
                              result=present != node.negated))
        return present != node.negated
    term = known.get(node.key)
    if term is None:
        out.trace.append(f"{node.key} not stated, so `{render(node)}` is unknown")
        out.facts.append(Fact(node.key, "unknown"))
        if node.key not in out.unknown_keys:
            out.unknown_keys.append(node.key)
        return None
    shown = f"{node.key} = {show(term.value)}{term.where}"
    if isinstance(node, IsTrue):
        result = term.value is True
        out.trace.append(shown if result else f"{shown}, not true")
        out.facts.append(Fact(node.key, "true", term.value, True, result))
        return result
    if isinstance(node, In):
        values = [lit.value for lit in node.values]
        inside = any(_equal(term.value, v) for v in values)
        listed = "[" + ", ".join(show(v) for v in values) + "]"
        out.trace.append(f"{shown} {'in' if inside else 'not in'} {listed}")
        out.facts.append(Fact(node.key, "not in" if node.negated else "in", term.value, values, inside != node.negated))
        if term.least and not _alike_up_to(lambda x: any(_equal(x, v) for v in values) != node.negated, term, values):
            return None
        return inside != node.negated
    assert isinstance(node, Compare)
    result = COMPARE[node.op](term.value, node.literal.value)
    if result is not None and term.least and not _alike_up_to(lambda x: COMPARE[node.op](x, node.literal.value), term,
                                                              [node.literal.value]):
        out.trace.append(f"{shown} is its least, so `{render(node)}` is unknown")
        return None
    if result is None:
        out.trace.append(f"{shown} cannot be compared with {show(node.literal.value)}")
        out.facts.append(Fact(node.key, "incomparable", term.value, node.literal.value))
        return None
    text = f"{shown} {node.op} {show(node.literal.value)}" if result else f"{shown} is not {node.op} {show(node.literal.value)}"
    out.trace.append(text)
    out.facts.append(Fact(node.key, node.op, term.value, node.literal.value, result))
    return result


def _alike_up_to(test: Callable[[Any], Tri], term: Known, limits: list[Any]) -> bool:
    """Does ``test`` decide every value from ``term``'s least up to its most (without one, on and on) as it decides the
    least? A test of literals changes only at them, so the least, each literal between and the most (one past them all,
    without one) show every answer it gives (a value or a literal not a number: no)."""
    low, high = _number(term.value), _number(term.most)
    bounds = [n for n in map(_number, limits) if n is not None]
    if low is None or len(bounds) != len(limits):
        return False
    high = max([low, *bounds]) + 1 if high is None else max(low, high)
    points = [low, *(n for n in bounds if low <= n <= high), high]
    return len({test(p) for p in points}) == 1


def _number(value: Any) -> Decimal | None:
    if isinstance(value, bool):
        return None
    try:
        return Decimal(str(value))
    except (InvalidOperation, ValueError):
        return None


def _equal(a: Any, b: Any) -> bool:
    if isinstance(b, Decimal):
        num = _number(a)
        return num is not None and num == b
    if isinstance(b, str) and isinstance(a, str):
        return a.casefold() == b.casefold()
    return a == b


def _ordered(op: Callable[[Decimal, Decimal], bool]) -> Callable[[Any, Any], Tri]:
    def compare(a: Any, b: Any) -> Tri:
        num = _number(a)
        return None if num is None else op(num, b)

    return compare


COMPARE: dict[str, Callable[[Any, Any], Tri]] = {
    ">=": _ordered(lambda a, b: a >= b),
    "<=": _ordered(lambda a, b: a <= b),
    ">": _ordered(lambda a, b: a > b),
    "<": _ordered(lambda a, b: a < b),
    "==": lambda a, b: _equal(a, b),
    "!=": lambda a, b: not _equal(a, b),
}


def show(value: Any) -> str:
    """A value as a reviewer reads it: 20 not 20.0, booleans lower-case."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (float, Decimal)):
        num = Decimal(str(value))
        return str(num.quantize(Decimal(1))) if num == num.to_integral_value() else str(num.normalize())
    if isinstance(value, list):
        return counted(len(value), "entry", "entries")
    return str(value)


def render(node: Node) -> str:
    """The condition text for one node (used in explanations)."""
    if isinstance(node, Const):
        return "true" if node.value else "false"
    if isinstance(node, Not):
        return f"not {render(node.operand)}"
    if isinstance(node, BoolOp):
        return "(" + f" {node.op} ".join(render(o) for o in node.operands) + ")"
    if isinstance(node, Stated):
        return f"{node.key} is missing" if node.negated else f"stated({node.key})"
    if isinstance(node, IsTrue):
        return node.key
    if isinstance(node, In):
        values = ", ".join(_literal_text(v.value) for v in node.values)
        return f"{node.key} {'not in' if node.negated else 'in'} [{values}]"
    return f"{node.key} {node.op} {_literal_text(node.literal.value)}"


def _literal_text(value: Any) -> str:
    return f'"{value}"' if isinstance(value, str) else show(value)
