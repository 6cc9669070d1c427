-- The lot ids an online checkout asks for, as rows (issue 4, Performance;
-- docs/decisions/2026-11-22-checkout-throughput.md). The checkout's read is a prepared statement
-- with the ids as an array parameter. PostgreSQL planned it afresh at every call (0.4 ms, four
-- times its run): with the array written out it counts the ids, with the parameter it guesses 10
-- (unnest, "= any"), so the plan kept for every call always looked dearer than one made for the
-- call at hand. Behind this function, both plans expect the same few rows (ROWS 3; PL/pgSQL is
-- never inlined), so the kept plan wins after five calls. The plan is the same for any basket:
-- one index probe per id into inventory_lots and products.
CREATE FUNCTION "checkout_lot_ids"(ids int[]) RETURNS SETOF int LANGUAGE plpgsql IMMUTABLE STRICT ROWS 3 AS $$
BEGIN
	RETURN QUERY SELECT unnest(ids);
END $$;
