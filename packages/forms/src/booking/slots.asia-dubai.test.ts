process.env.TZ = "Asia/Dubai";

const { slotBehaviourSuite } = await import("../../test/slots-behaviour");

slotBehaviourSuite("Asia/Dubai");
